import type { DeckWithCards } from '@revisely/contracts';
import { ArrowLeftIcon, BrainIcon, ClipboardCheckIcon, PuzzleIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '@/app/paths';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { LoadFailed, LoadingScreen } from '@/components/ui/load-states';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/utils';
import { FETCH_PRACTICE_DECK_FAILED, usePracticeDeckQuery } from '../api/get-practice-deck';

export type PracticeModeName = 'learn' | 'test' | 'match';

const MODES: { mode: PracticeModeName; label: string; to: (id: string) => string; Icon: typeof BrainIcon }[] = [
  { mode: 'learn', label: 'Learn', to: paths.learnDeck, Icon: BrainIcon },
  { mode: 'test', label: 'Test', to: paths.testDeck, Icon: ClipboardCheckIcon },
  { mode: 'match', label: 'Match', to: paths.matchDeck, Icon: PuzzleIcon },
];

/** Links to the three practice modes of a deck (the deck page and the study screen show them too). */
export function PracticeModeLinks({ deckId, current }: { deckId: string; current?: PracticeModeName }) {
  return (
    <nav aria-label="Practice modes" className="flex flex-wrap gap-2">
      {MODES.map(({ mode, label, to, Icon }) => (
        <Button
          key={mode}
          asChild
          size="sm"
          variant={mode === current ? 'secondary' : 'outline'}
          className={cn(mode === current && 'ring-2 ring-primary/30')}
        >
          <Link to={to(deckId)} aria-current={mode === current ? 'page' : undefined}>
            <Icon aria-hidden="true" />
            {label}
          </Link>
        </Button>
      ))}
    </nav>
  );
}

/**
 * The frame of a practice screen: the deck loaded once (everything after runs in the browser, so it
 * works offline), its name, a way back, and the other modes.
 */
export function PracticeShell({
  deckId,
  mode,
  children,
}: {
  deckId: string;
  mode: PracticeModeName;
  children: (deck: DeckWithCards) => ReactNode;
}) {
  const deck = usePracticeDeckQuery(deckId);
  const title = MODES.find((m) => m.mode === mode)?.label ?? '';

  if (deck.isPending) {
    return (
      <LoadingScreen label={`Loading ${title}`} className="max-w-3xl gap-4">
        <Skeleton className="h-8 w-48" />
        <Skeleton className="h-10 w-72" />
        <Skeleton className="h-64 rounded-2xl" />
      </LoadingScreen>
    );
  }
  if (deck.isError) {
    return (
      <LoadFailed
        message={FETCH_PRACTICE_DECK_FAILED}
        onRetry={() => void deck.refetch()}
        backTo={paths.flashcards}
        backLabel="Back to Flashcards"
      />
    );
  }

  return (
    <div className="mx-auto grid w-full max-w-3xl min-w-0 gap-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <Button asChild variant="ghost" size="sm" className="-ml-2 text-muted-foreground">
          <Link to={paths.editDeck(deckId)}>
            <ArrowLeftIcon aria-hidden="true" />
            Back to deck
          </Link>
        </Button>
        <PracticeModeLinks deckId={deckId} current={mode} />
      </div>
      <header className="min-w-0">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{title}</h1>
        <p className="mt-1 truncate text-sm text-muted-foreground sm:text-base">{deck.data.name}</p>
      </header>
      {children(deck.data)}
    </div>
  );
}

/** A deck with nothing to practise. */
export function NoPracticeCards({ deckId }: { deckId: string }) {
  return (
    <Card className="grid justify-items-center gap-4 px-6 py-10 text-center">
      <p className="font-semibold">This deck has no cards with an answer to practise yet.</p>
      <Button asChild>
        <Link to={paths.addCards(deckId)}>Add cards</Link>
      </Button>
    </Card>
  );
}
