import { useParams } from 'react-router';
import { useStudySessionQuery } from '../api/get-study-session';
import { StudySessionLoader } from '../components/study-session-loader';

export function StudySessionPage() {
  const { id = '' } = useParams();
  const query = useStudySessionQuery(id);
  return <StudySessionLoader query={query} />;
}
