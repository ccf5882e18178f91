import { useStudyAllQuery } from '../api/get-study-all';
import { StudySessionLoader } from '../components/study-session-loader';

/** Review all due: one session over every deck's due cards (issue 14). */
export function StudyAllPage() {
  const query = useStudyAllQuery();
  return <StudySessionLoader query={query} />;
}
