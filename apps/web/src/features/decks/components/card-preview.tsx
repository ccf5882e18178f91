import { hasCloze, hasMath } from '@revisely/contracts';
import { RichText } from '@/components/rich-text/rich-text';
import { cn } from '@/lib/utils';

/** Whether a card's text needs a preview: maths or cloze deletions read differently once rendered. */
export function needsPreview(front: string, back: string): boolean {
  return hasCloze(front) || hasMath(front) || hasMath(back);
}

/**
 * The card as it will look in study, shown under the editor while it holds maths or deletions:
 * every deletion's answer highlighted, formulas typeset.
 */
export function CardPreview({ front, back, className }: { front: string; back: string; className?: string }) {
  if (!needsPreview(front, back)) return null;
  const cloze = hasCloze(front);
  return (
    <section
      aria-label="Preview"
      className={cn('grid gap-2 rounded-xl border border-dashed border-border bg-muted/40 p-3', className)}
    >
      <h4 className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">
        Preview{cloze ? ' (one card per cloze number)' : ''}
      </h4>
      {front.trim() && <RichText text={front} cloze={cloze ? 'all' : undefined} className="text-sm break-words" />}
      {back.trim() && <RichText text={back} className="text-sm break-words text-muted-foreground" />}
    </section>
  );
}
