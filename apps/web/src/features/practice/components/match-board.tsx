import { useEffect, useRef, useState } from 'react';
import { CardAudioButton } from '@/components/card-media/card-audio-button';
import { CardImage } from '@/components/card-media/card-image';
import { RichText } from '@/components/rich-text/rich-text';
import { cn } from '@/lib/utils';
import { tilesMatch, type MatchTile } from '../lib/match-game';

const SHAKE: Keyframe[] = [
  { transform: 'translateX(0)' },
  { transform: 'translateX(-6px)' },
  { transform: 'translateX(6px)' },
  { transform: 'translateX(-4px)' },
  { transform: 'translateX(0)' },
];

/** Shakes a wrong pair, unless the student asked for reduced motion (the red outline still shows). */
function shake(elements: (HTMLElement | null | undefined)[]) {
  if (window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) return;
  for (const el of elements) el?.animate?.(SHAKE, { duration: 360, easing: 'ease-in-out' });
}

/**
 * The tiles. Choosing the two sides of one card removes them (their places stay, so nothing jumps
 * under the finger); a wrong pair shakes, shows red for a moment, and stays.
 */
export function MatchBoard({ tiles, onPair }: { tiles: readonly MatchTile[]; onPair: (matched: boolean) => void }) {
  const [selected, setSelected] = useState<string | null>(null);
  const [matched, setMatched] = useState<ReadonlySet<string>>(new Set());
  const [wrong, setWrong] = useState<readonly string[]>([]);
  const [announcement, setAnnouncement] = useState('');
  const refs = useRef(new Map<string, HTMLButtonElement>());

  useEffect(() => {
    if (wrong.length === 0) return;
    const timer = setTimeout(() => setWrong([]), 700);
    return () => clearTimeout(timer);
  }, [wrong]);

  const choose = (tile: MatchTile) => {
    if (matched.has(tile.id)) return;
    if (selected === null || selected === tile.id) {
      setSelected(selected === tile.id ? null : tile.id);
      setWrong([]);
      return;
    }
    const first = tiles.find((t) => t.id === selected);
    setSelected(null);
    if (first && tilesMatch(first, tile)) {
      setMatched((now) => new Set(now).add(first.id).add(tile.id));
      setAnnouncement('Matched');
      onPair(true);
      // Focus moves on to a tile still in play, not into a hidden one.
      const next = tiles.find((t) => t.id !== first.id && t.id !== tile.id && !matched.has(t.id));
      if (next) refs.current.get(next.id)?.focus();
    } else {
      setWrong([selected, tile.id]);
      setAnnouncement('Not a pair');
      shake([refs.current.get(selected), refs.current.get(tile.id)]);
      onPair(false);
    }
  };

  return (
    <>
      <p className="sr-only" role="status">
        {announcement}
      </p>
      <div className="grid grid-cols-2 gap-2 sm:grid-cols-3 sm:gap-3 lg:grid-cols-4" data-testid="match-board">
        {tiles.map((tile) => {
          const gone = matched.has(tile.id);
          const isSelected = selected === tile.id;
          const isWrong = wrong.includes(tile.id);
          const { card } = tile;
          return (
            <div key={tile.id} className={cn('relative min-w-0', gone && 'invisible')} aria-hidden={gone || undefined}>
              <button
                ref={(el) => {
                  if (el) refs.current.set(tile.id, el);
                  else refs.current.delete(tile.id);
                }}
                type="button"
                disabled={gone}
                aria-pressed={isSelected}
                data-tile={tile.side}
                onClick={() => choose(tile)}
                className={cn(
                  'flex h-full min-h-24 w-full min-w-0 flex-col items-center justify-center gap-2 rounded-xl border-2 border-border bg-card p-3 text-center text-sm break-words shadow-soft transition-colors hover:bg-muted sm:min-h-28 sm:text-base',
                  tile.side === 'answer' && 'bg-muted/40',
                  isSelected && 'border-primary bg-accent',
                  isWrong && 'border-destructive bg-destructive-soft',
                )}
              >
                <span className="sr-only">{tile.side === 'question' ? 'Question: ' : 'Answer: '}</span>
                {tile.side === 'question' && card.frontImageId && (
                  <CardImage fileId={card.frontImageId} alt="" className="max-h-16 w-auto max-w-full" />
                )}
                {tile.side === 'answer' && card.backImageId && (
                  <CardImage fileId={card.backImageId} alt="" className="max-h-16 w-auto max-w-full" />
                )}
                <span className="max-w-full min-w-0">
                  {tile.side === 'question' ? (
                    <RichText text={card.frontText} cloze={card.clozeIndex ?? undefined} />
                  ) : (
                    <RichText text={card.answer} />
                  )}
                </span>
              </button>
              {tile.side === 'question' && card.audioId && !gone && (
                <div className="absolute top-1 right-1">
                  <CardAudioButton fileId={card.audioId} label="Play recording" text="" />
                </div>
              )}
            </div>
          );
        })}
      </div>
    </>
  );
}
