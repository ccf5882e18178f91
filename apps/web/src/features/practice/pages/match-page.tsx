import type { DeckWithCards } from '@revisely/contracts';
import { RotateCcwIcon, TimerIcon, TrophyIcon } from 'lucide-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { usePracticeStatsQuery } from '../api/get-practice-stats';
import { MatchBoard } from '../components/match-board';
import { NoPracticeCards, PracticeShell } from '../components/practice-shell';
import { ResultXp } from '../components/result-xp';
import { dealMatch, formatSeconds } from '../lib/match-game';
import { toPracticeCards } from '../lib/practice-card';
import { seededRandom } from '../lib/random';
import { useSaveResult } from '../lib/use-save-result';

function useElapsed(startedAt: number, running: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => setNow(Date.now()), 100);
    return () => clearInterval(timer);
  }, [running]);
  return Math.max(0, now - startedAt);
}

function MatchRun({ deck }: { deck: DeckWithCards }) {
  const cards = useMemo(() => toPracticeCards(deck.cards), [deck.cards]);
  const [game, setGame] = useState(() => ({
    round: 0,
    tiles: dealMatch(cards, seededRandom(Date.now())),
    startedAt: Date.now(),
  }));
  const pairs = game.tiles.length / 2;
  const [found, setFound] = useState(0);
  const [finishedMs, setFinishedMs] = useState<number | null>(null);
  const elapsed = useElapsed(game.startedAt, finishedMs === null);
  const stats = usePracticeStatsQuery(deck.id);
  const { save, reset, saved, failed, waiting } = useSaveResult();
  const heading = useRef<HTMLHeadingElement>(null);
  // The best time before this game, so a new record can be told apart from an old one.
  const bestBefore = useRef<number | null | undefined>(undefined);

  useEffect(() => {
    if (finishedMs !== null) heading.current?.focus();
  }, [finishedMs]);

  if (cards.length < 2) return <NoPracticeCards deckId={deck.id} />;

  const onPair = (matched: boolean) => {
    if (!matched) return;
    const next = found + 1;
    setFound(next);
    if (next === pairs) {
      const ms = Date.now() - game.startedAt;
      bestBefore.current = stats.data?.bestMatchMs ?? null;
      setFinishedMs(ms);
      save({
        deckId: deck.id,
        mode: 'match',
        correct: pairs,
        total: pairs,
        durationMs: Math.min(86_400_000, ms),
        overrides: 0,
      });
    }
  };

  const again = () => {
    reset();
    setFound(0);
    setFinishedMs(null);
    setGame((g) => ({ round: g.round + 1, tiles: dealMatch(cards, seededRandom(Date.now())), startedAt: Date.now() }));
  };

  const best = saved?.bestMatchMs ?? stats.data?.bestMatchMs ?? null;

  if (finishedMs !== null) {
    const isRecord = saved ? saved.newBest || bestBefore.current === null : false;
    return (
      <Card className="grid justify-items-center gap-4 px-6 py-10 text-center">
        <span className="flex size-16 items-center justify-center rounded-full bg-success-soft text-success">
          <TrophyIcon className="size-8" aria-hidden="true" />
        </span>
        <h2 ref={heading} tabIndex={-1} className="text-lg font-semibold outline-none">
          All {pairs} pairs matched
        </h2>
        <p className="text-5xl font-bold tabular-nums" data-testid="match-time">
          {formatSeconds(finishedMs)}
        </p>
        <p className="text-muted-foreground" data-testid="match-best">
          {best === null ? 'Your best for this deck: not saved yet' : `Your best for this deck: ${formatSeconds(best)}`}
          {isRecord && <span className="ml-2 font-semibold text-success">New best!</span>}
        </p>
        <ResultXp saved={saved} failed={failed} waiting={waiting} />
        <Button onClick={again}>
          <RotateCcwIcon aria-hidden="true" />
          Play again
        </Button>
      </Card>
    );
  }

  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
        <p className="text-muted-foreground">Match each question with its answer.</p>
        <div className="flex items-center gap-3">
          <span className="tabular-nums">
            {found} of {pairs} pairs
          </span>
          <span className="inline-flex items-center gap-1 font-semibold tabular-nums" aria-label="Time">
            <TimerIcon className="size-4" aria-hidden="true" />
            {formatSeconds(elapsed)}
          </span>
        </div>
      </div>
      <MatchBoard key={game.round} tiles={game.tiles} onPair={onPair} />
      {best !== null && <p className="text-sm text-muted-foreground">Your best: {formatSeconds(best)}</p>}
    </div>
  );
}

export function MatchPage() {
  const { id = '' } = useParams();
  return (
    <PracticeShell deckId={id} mode="match">
      {(deck) => <MatchRun deck={deck} />}
    </PracticeShell>
  );
}
