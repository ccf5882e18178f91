import { ArrowLeftIcon } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { paths } from '@/app/paths';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useSession } from '@/lib/session/session-context';
import { FETCH_DECK_FAILED, useDeckQuery } from '../api/get-deck';
import { DeckBuilder } from '../components/deck-builder';

export function AddCardsPage() {
  const { deckId = '' } = useParams();
  const deck = useDeckQuery(deckId);
  const { user } = useSession();

  if (deck.isPending) {
    return (
      <div role="status" aria-label="Loading deck" className="grid gap-6">
        <Skeleton className="h-9 w-56" />
        <Skeleton className="h-56 rounded-2xl" />
      </div>
    );
  }

  if (deck.isError) {
    return (
      <Card role="alert" className="mx-auto flex max-w-md flex-col items-center gap-4 px-6 py-12 text-center">
        <p className="text-base font-semibold">{FETCH_DECK_FAILED}</p>
        <Button asChild variant="outline">
          <Link to={paths.flashcards}>
            <ArrowLeftIcon aria-hidden="true" />
            Back to Flashcards
          </Link>
        </Button>
      </Card>
    );
  }

  return <DeckBuilder key={deck.data.id} existing={deck.data} userId={user?.id} />;
}
