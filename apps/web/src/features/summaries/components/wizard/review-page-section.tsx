import { ChevronDownIcon, TriangleAlertIcon } from 'lucide-react';
import { forwardRef, useId, useImperativeHandle, useMemo, useRef, useState } from 'react';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { describePageSource, type ReviewPage } from '@/features/summaries/lib/wizard-pages';
import { findThingsToCheck } from '@/features/summaries/lib/words-to-check';
import { cn } from '@/lib/utils';
import { MarkedTextPreview } from './marked-text-preview';
import { ReadWithAiButton } from './read-with-ai-button';
import { ReviewPhoto } from './review-photo';
import { WordsToCheckPanel } from './words-to-check-panel';

export const LOW_CONFIDENCE = 60;

export function countWords(text: string): number {
  const trimmed = text.trim();
  return trimmed ? trimmed.split(/\s+/).length : 0;
}

/** What the student should know before trusting a page's text: nothing read, lines cut off, or hard words. */
export function ocrWarning(page: ReviewPage, cutLines: number): string | null {
  if (page.origin === 'paste' || page.confidence === null) return null;
  if (!page.extractedText.trim())
    return page.origin === 'photo'
      ? "We couldn't find any text in this photo. Take it again with the page filling the frame in good light, or type your notes in the box."
      : 'We found no text on this page. Type it in the box if it matters, or leave it empty.';
  if (cutLines > 0)
    return `${cutLines} ${cutLines === 1 ? 'line looks' : 'lines look'} cut off at the start. Check ${cutLines === 1 ? 'it' : 'them'} against your notes before generating.`;
  if (page.confidence < LOW_CONFIDENCE)
    return 'Some words were hard to read. Check the text against your notes before generating.';
  return null;
}

export interface ReviewPageHandle {
  /** Moves focus to the page's text box (used by the page jump links). */
  focusText: () => void;
}

/**
 * One page at the review step: its photo beside its text on a laptop, the words and lines to check
 * in it, and its own text box. Alone (one page) it looks as the single-photo review always did.
 */
export const ReviewPageSection = forwardRef<
  ReviewPageHandle,
  {
    page: ReviewPage;
    /** 1-based; undefined when it is the only page. */
    number: number | undefined;
    photo: File | null;
    onTextChange: (text: string) => void;
    showError: boolean;
  }
>(function ReviewPageSection({ page, number, photo, onTextChange, showError }, ref) {
  const ids = { text: useId(), hint: useId(), heading: useId() };
  const text = page.text;
  const words = countWords(text);
  // Recomputed from the text as it is now on every edit: chips never point into old text.
  const toCheck = useMemo(
    () => findThingsToCheck(text, { words: page.words, linesToCheck: page.linesToCheck }),
    [text, page.words, page.linesToCheck],
  );
  const [active, setActive] = useState(-1);
  const warning = ocrWarning(page, toCheck.filter((item) => item.kind === 'cut').length);
  const textRef = useRef<HTMLTextAreaElement>(null);
  useImperativeHandle(ref, () => ({ focusText: () => textRef.current?.focus() }), []);

  // Selects the word in the text box, so typing replaces it, and scrolls it roughly into view.
  const selectWord = (index: number) => {
    const item = toCheck[index];
    const box = textRef.current;
    if (!item || !box) return;
    setActive(index);
    box.focus();
    box.setSelectionRange(item.start, item.end);
    const line = text.slice(0, item.start).split('\n').length;
    const lineHeight = Number.parseFloat(getComputedStyle(box).lineHeight) || 22;
    box.scrollTop = Math.max(0, (line - 3) * lineHeight);
  };

  const label =
    number !== undefined ? `Text of page ${number}` : page.origin === 'paste' ? 'Your notes' : 'Extracted text';
  const single = number === undefined;

  return (
    <section
      aria-labelledby={single ? undefined : ids.heading}
      aria-label={single ? 'Your text' : undefined}
      data-testid="review-page"
      className={cn('grid scroll-mt-4 gap-4', !single && 'rounded-2xl border border-border p-3.5 sm:p-4')}
    >
      {!single && (
        <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-0.5">
          <h3 id={ids.heading} className="text-base font-semibold tracking-tight">
            Page {number}
          </h3>
          <p className="min-w-0 truncate text-xs text-muted-foreground" data-testid="review-page-source">
            {describePageSource(page)}
          </p>
        </div>
      )}
      {warning && (
        <p
          data-testid="ocr-warning"
          className="flex items-start gap-2 rounded-xl bg-tertiary/15 px-3.5 py-3 text-sm text-tertiary-text"
        >
          <TriangleAlertIcon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          {warning}
        </p>
      )}
      <div className={cn('grid gap-5', photo && 'lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] lg:items-start')}>
        {photo && <ReviewPhoto image={photo} {...(single ? {} : { page: number })} />}
        <div className="grid content-start gap-4">
          {photo && page.visionAvailable && <ReadWithAiButton image={photo} onText={onTextChange} />}
          <WordsToCheckPanel items={toCheck} active={Math.min(active, toCheck.length - 1)} onSelect={selectWord} />
          <div className="grid gap-2">
            <div className="flex items-baseline justify-between gap-2">
              <Label htmlFor={ids.text}>{label}</Label>
              <span className="text-xs text-muted-foreground tabular-nums">
                {words} {words === 1 ? 'word' : 'words'}
              </span>
            </div>
            <Textarea
              ref={textRef}
              id={ids.text}
              value={text}
              onChange={(e) => onTextChange(e.target.value)}
              rows={single ? 14 : 10}
              className={single ? 'min-h-72 lg:min-h-96' : 'min-h-56'}
              aria-describedby={ids.hint}
              aria-invalid={showError ? true : undefined}
              placeholder={page.origin === 'paste' ? 'Paste or type your notes here.' : undefined}
              required={single}
            />
            <p id={ids.hint} className="text-xs text-muted-foreground">
              {page.origin === 'paste'
                ? 'Paste your notes, then delete anything you don’t want summarised.'
                : 'Fix any misread words and delete anything you don’t want summarised.'}
            </p>
          </div>

          {toCheck.length > 0 && (
            <details className="group rounded-xl border border-border bg-card">
              <summary className="flex cursor-pointer list-none items-center justify-between gap-2 rounded-xl px-4 py-3 text-sm font-medium [&::-webkit-details-marker]:hidden">
                Text with words to check marked
                <ChevronDownIcon className="size-4 transition-transform group-open:rotate-180" aria-hidden="true" />
              </summary>
              <div className="border-t border-border">
                <MarkedTextPreview text={text} items={toCheck} />
              </div>
            </details>
          )}
        </div>
      </div>
    </section>
  );
});
