import { ChevronLeftIcon, ChevronRightIcon, SearchCheckIcon } from 'lucide-react';
import { useId } from 'react';
import { Button } from '@/components/ui/button';
import type { WordToCheck } from '@/features/summaries/lib/words-to-check';
import { cn } from '@/lib/utils';

export const CHECK_THIS_WORD = 'Check this word';

/** What each kind of item asks the student to check, as a chip's label and its spoken name. */
export const CHECK_LABELS: Record<WordToCheck['kind'], { tag?: string; spoken: string }> = {
  word: { spoken: CHECK_THIS_WORD },
  cut: { tag: 'Cut off?', spoken: 'Check this line, it may be cut off' },
  symbols: { tag: 'Symbols', spoken: 'Check the symbols in this line' },
};

/** "3 words and 2 lines to check", counting whole lines apart from single words. */
export function toCheckHeading(items: readonly WordToCheck[]): string {
  const lines = items.filter((item) => item.kind !== 'word').length;
  const words = items.length - lines;
  const part = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;
  if (lines === 0) return `${part(words, 'word')} to check`;
  if (words === 0) return `${part(lines, 'line')} to check`;
  return `${part(words, 'word')} and ${part(lines, 'line')} to check`;
}

/**
 * The low-confidence words as chips, each with a little context. Choosing one (or Previous/Next)
 * selects the word in the text box so the student can type straight over it.
 */
export function WordsToCheckPanel({
  items,
  active,
  onSelect,
}: {
  items: readonly WordToCheck[];
  /** Index of the word last selected, or -1. */
  active: number;
  onSelect: (index: number) => void;
}) {
  const headingId = useId();
  if (items.length === 0) return null;
  const count = items.length;
  const step = (delta: number) =>
    onSelect(((((active < 0 && delta < 0 ? 0 : active) + delta) % count) + count) % count);

  return (
    <section
      aria-labelledby={headingId}
      data-testid="words-to-check"
      className="grid gap-2.5 rounded-xl border border-dashed border-tertiary/60 bg-tertiary/10 p-3.5"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={headingId} className="flex items-center gap-1.5 text-sm font-semibold text-tertiary-text">
          <SearchCheckIcon className="size-4" aria-hidden="true" />
          <span data-testid="words-to-check-count">{toCheckHeading(items)}</span>
        </h3>
        {count > 1 && (
          <div className="flex gap-1.5">
            <Button
              type="button"
              variant="outline"
              size="sm"
              onClick={() => step(-1)}
              aria-label="Previous item to check"
            >
              <ChevronLeftIcon aria-hidden="true" />
              Prev
            </Button>
            <Button type="button" variant="outline" size="sm" onClick={() => step(1)} aria-label="Next item to check">
              Next
              <ChevronRightIcon aria-hidden="true" />
            </Button>
          </div>
        )}
      </div>
      <p className="text-xs text-muted-foreground">
        We weren&rsquo;t sure about these. Tap one to select it in the text, then compare it with your notes and type
        the right text.
      </p>
      <ul className="flex max-h-40 flex-wrap gap-1.5 overflow-y-auto">
        {items.map((item, index) => (
          <li key={`${item.start}-${item.text}`} className="max-w-full">
            <button
              type="button"
              onClick={() => onSelect(index)}
              title={CHECK_LABELS[item.kind].spoken}
              aria-label={
                item.kind === 'word'
                  ? `${CHECK_THIS_WORD}: ${item.text}, in "${[item.before, item.text, item.after].join(' ').trim()}"`
                  : `${CHECK_LABELS[item.kind].spoken}: "${item.text}"`
              }
              aria-current={index === active ? 'true' : undefined}
              className={cn(
                'max-w-full truncate rounded-lg border border-border bg-card px-2.5 py-1.5 text-left text-sm transition-colors',
                'hover:border-tertiary focus-visible:ring-4 focus-visible:ring-primary/20 focus-visible:outline-none',
                index === active && 'border-tertiary ring-2 ring-tertiary/40',
              )}
            >
              {CHECK_LABELS[item.kind].tag && (
                <span className="mr-1.5 rounded-sm bg-tertiary/20 px-1 text-xs font-semibold text-tertiary-text">
                  {CHECK_LABELS[item.kind].tag}
                </span>
              )}
              {item.before && <span className="text-muted-foreground">…{item.before} </span>}
              <mark className="rounded-sm bg-tertiary/25 px-0.5 font-semibold text-foreground underline decoration-tertiary-text decoration-dotted decoration-2 underline-offset-4">
                {item.text}
              </mark>
              {item.after && <span className="text-muted-foreground"> {item.after}…</span>}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
