import { SUMMARY_TEXT_MAX } from '@revisely/contracts';
import { ArrowLeftIcon, ChevronDownIcon, GaugeIcon, InfoIcon, LayoutTemplateIcon, SparklesIcon } from 'lucide-react';
import { useRef } from 'react';
import { Button } from '@/components/ui/button';
import {
  LONG_TEXT_CHARS,
  LONG_TEXT_NOTE,
  TOO_LONG_TEXT,
  joinPages,
  overallConfidence,
  overallLayout,
  type ReviewPage,
  type SourceFile,
} from '@/features/summaries/lib/wizard-pages';
import { cn } from '@/lib/utils';
import { LOW_CONFIDENCE, ReviewPageSection, type ReviewPageHandle } from './review-page-section';

const GOOD_CONFIDENCE = 80;

// Each note says what the OCR step did for that value (docs/ocr.md, "Layout complexity").
const complexityLabels: Record<NonNullable<ReviewPage['layoutComplexity']>, { label: string; note: string }> = {
  simple: { label: 'Simple', note: 'One column, read top to bottom' },
  moderate: { label: 'Moderate', note: 'Two columns, left column read first' },
  complex: { label: 'Complex', note: 'Several columns or a table: check the order' },
};

/**
 * Spec §4 review step, for one page or several (issue 25): each page's text in page order, each
 * editable with its own words and lines to check, and the photo it came from beside it. What is
 * summarised is all pages' text joined in order.
 */
export function ReviewTextStep({
  pages,
  files,
  onPageTextChange,
  onBack,
  onGenerate,
  showError,
}: {
  pages: readonly ReviewPage[];
  /** The chosen files, for each photo page's picture; a page whose file is gone shows none. */
  files: readonly SourceFile[];
  onPageTextChange: (pageId: string, text: string) => void;
  onBack: () => void;
  onGenerate: () => void;
  showError: boolean;
}) {
  const handles = useRef(new Map<string, ReviewPageHandle>());
  const sectionIds = useRef(new Map<string, HTMLDivElement>());
  const rawConfidence = overallConfidence(pages);
  const confidence = rawConfidence === null ? null : Math.round(Math.min(100, Math.max(0, rawConfidence)));
  const layout = overallLayout(pages);
  const complexity = layout ? complexityLabels[layout] : null;
  const joined = joinPages(pages, 'text');
  const single = pages.length === 1;
  const only = single ? pages[0] : undefined;
  const rawDiffers =
    only !== undefined &&
    only.origin === 'photo' &&
    only.originalOcrText.trim() !== '' &&
    only.originalOcrText.trim() !== only.extractedText.trim();
  const photoFor = (page: ReviewPage) =>
    page.origin === 'photo' ? (files.find((file) => file.id === page.sourceId)?.file ?? null) : null;

  const jumpTo = (page: ReviewPage) => {
    sectionIds.current.get(page.id)?.scrollIntoView({ block: 'start', behavior: 'smooth' });
    handles.current.get(page.id)?.focusText();
  };

  return (
    <div className="grid gap-5">
      {confidence !== null && (
        <dl className="grid grid-cols-2 gap-3">
          <div className="rounded-xl border border-border bg-muted/40 p-3.5">
            <dt className="flex items-center gap-1.5 text-xs font-medium text-muted-foreground">
              <GaugeIcon className="size-3.5" aria-hidden="true" />
              Confidence
            </dt>
            <dd
              data-testid="ocr-confidence"
              className={cn(
                'mt-1 text-2xl font-bold tabular-nums',
                confidence >= GOOD_CONFIDENCE
                  ? 'text-success'
                  : confidence >= LOW_CONFIDENCE
                    ? 'text-tertiary-text'
                    : 'text-destructive',
              )}
            >
              {confidence}%
            </dd>
          </div>
          {complexity && (
            <div className="rounded-xl border border-border bg-muted/40 p-3.5">
              <dt className="flex items-center gap-1.5 text-xs font-medium text-muted-foreground">
                <LayoutTemplateIcon className="size-3.5" aria-hidden="true" />
                Layout complexity
              </dt>
              <dd className="mt-1">
                <span data-testid="ocr-layout" className="text-2xl font-bold">
                  {complexity.label}
                </span>
                <span className="block text-xs text-muted-foreground">{complexity.note}</span>
              </dd>
            </div>
          )}
        </dl>
      )}

      {joined.length > SUMMARY_TEXT_MAX ? (
        <p
          data-testid="long-text-note"
          role="status"
          className="flex items-start gap-2 rounded-xl bg-destructive/10 px-3.5 py-3 text-sm text-destructive"
        >
          <InfoIcon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          {TOO_LONG_TEXT}
        </p>
      ) : (
        joined.length > LONG_TEXT_CHARS && (
          <p
            data-testid="long-text-note"
            role="status"
            className="flex items-start gap-2 rounded-xl bg-accent/70 px-3.5 py-3 text-sm text-accent-foreground"
          >
            <InfoIcon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            {LONG_TEXT_NOTE}
          </p>
        )
      )}

      {!single && (
        <nav aria-label="Pages" className="grid gap-2">
          <p className="text-sm text-muted-foreground">
            {pages.length} pages, summarised together in this order. Jump to a page:
          </p>
          <ul className="flex max-h-32 flex-wrap gap-1.5 overflow-y-auto">
            {pages.map((page, index) => (
              <li key={page.id}>
                <Button type="button" variant="outline" size="sm" onClick={() => jumpTo(page)}>
                  Page {index + 1}
                </Button>
              </li>
            ))}
          </ul>
        </nav>
      )}

      <div className="grid gap-4">
        {pages.map((page, index) => (
          <div
            key={page.id}
            ref={(element) => {
              if (element) sectionIds.current.set(page.id, element);
              else sectionIds.current.delete(page.id);
            }}
            className="scroll-mt-4"
          >
            <ReviewPageSection
              ref={(handle) => {
                if (handle) handles.current.set(page.id, handle);
                else handles.current.delete(page.id);
              }}
              page={page}
              number={single ? undefined : index + 1}
              photo={photoFor(page)}
              onTextChange={(text) => onPageTextChange(page.id, text)}
              showError={showError && !joined.trim()}
            />
          </div>
        ))}
      </div>

      {rawDiffers && (
        <details className="group rounded-xl border border-border bg-card">
          <summary className="flex cursor-pointer list-none items-center justify-between gap-2 rounded-xl px-4 py-3 text-sm font-medium [&::-webkit-details-marker]:hidden">
            Raw OCR output (before column fix)
            <ChevronDownIcon className="size-4 transition-transform group-open:rotate-180" aria-hidden="true" />
          </summary>
          <pre className="max-h-64 overflow-auto border-t border-border px-4 py-3 font-sans text-xs leading-relaxed whitespace-pre-wrap text-muted-foreground">
            {only.originalOcrText}
          </pre>
        </details>
      )}

      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-between">
        <Button variant="outline" size="lg" onClick={onBack}>
          <ArrowLeftIcon aria-hidden="true" />
          Back
        </Button>
        <Button size="lg" onClick={onGenerate}>
          <SparklesIcon aria-hidden="true" />
          Generate
        </Button>
      </div>
    </div>
  );
}
