import { useSession } from '@/lib/session/session-context';
import { DeckBuilder } from '../components/deck-builder';

export function CreateDeckPage() {
  const { user } = useSession();
  return <DeckBuilder userId={user?.id} />;
}
