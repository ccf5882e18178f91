import type { OcrResult } from '@revisely/contracts';
import {
  ArrowLeftIcon,
  ChevronDownIcon,
  GaugeIcon,
  LayoutTemplateIcon,
  SparklesIcon,
  TriangleAlertIcon,
} from 'lucide-react';
import { useId, useMemo, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { findThingsToCheck } from '@/features/summaries/lib/words-to-check';
import { cn } from '@/lib/utils';
import { MarkedTextPreview } from './marked-text-preview';
import { ReadWithAiButton } from './read-with-ai-button';
import { ReviewPhoto } from './review-photo';
import { WordsToCheckPanel } from './words-to-check-panel';

const LOW_CONFIDENCE = 60;
const GOOD_CONFIDENCE = 80;

// Each note says what the OCR step did for that value (docs/ocr.md, "Layout complexity").
const complexityLabels: Record<OcrResult['layoutComplexity'], { label: string; note: string }> = {
  simple: { label: 'Simple', note: 'One column, read top to bottom' },
  moderate: { label: 'Moderate', note: 'Two columns, left column read first' },
  complex: { label: 'Complex', note: 'Several columns or a table: check the order' },
};

function countWords(text: string): number {
  const trimmed = text.trim();
  return trimmed ? trimmed.split(/\s+/).length : 0;
}

export function ReviewTextStep({
  ocr,
  image = null,
  text,
  onTextChange,
  onBack,
  onGenerate,
  showError,
}: {
  ocr: OcrResult;
  /** The photo the text came from; null after a reload (drafts do not keep it). */
  image?: File | null;
  text: string;
  onTextChange: (text: string) => void;
  onBack: () => void;
  onGenerate: () => void;
  showError: boolean;
}) {
  const ids = { text: useId(), hint: useId() };
  const confidence = Math.round(Math.min(100, Math.max(0, ocr.confidence)));
  const complexity = complexityLabels[ocr.layoutComplexity];
  const words = countWords(text);
  const rawDiffers = ocr.originalOcrText.trim() !== '' && ocr.originalOcrText.trim() !== ocr.extractedText.trim();
  const toCheck = useMemo(() => findThingsToCheck(text, ocr), [text, ocr]);
  const [active, setActive] = useState(-1);
  const warning = ocrWarning(ocr.extractedText, confidence, toCheck.filter((item) => item.kind === 'cut').length);
  const textRef = useRef<HTMLTextAreaElement>(null);

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

  return (
    <div className="grid gap-5">
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
      </dl>

      {warning && (
        <p
          data-testid="ocr-warning"
          className="flex items-start gap-2 rounded-xl bg-tertiary/15 px-3.5 py-3 text-sm text-tertiary-text"
        >
          <TriangleAlertIcon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          {warning}
        </p>
      )}

      <div className={cn('grid gap-5', image && 'lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] lg:items-start')}>
        {image && <ReviewPhoto image={image} />}
        <div className="grid content-start gap-4">
          {image && ocr.visionAvailable && <ReadWithAiButton image={image} onText={onTextChange} />}
          <WordsToCheckPanel items={toCheck} active={Math.min(active, toCheck.length - 1)} onSelect={selectWord} />
          <div className="grid gap-2">
            <div className="flex items-baseline justify-between gap-2">
              <Label htmlFor={ids.text}>Extracted text</Label>
              <span className="text-xs text-muted-foreground tabular-nums">
                {words} {words === 1 ? 'word' : 'words'}
              </span>
            </div>
            <Textarea
              ref={textRef}
              id={ids.text}
              value={text}
              onChange={(e) => onTextChange(e.target.value)}
              rows={14}
              className="min-h-72 lg:min-h-96"
              aria-describedby={ids.hint}
              aria-invalid={showError && !text.trim() ? true : undefined}
              required
            />
            <p id={ids.hint} className="text-xs text-muted-foreground">
              Fix any misread words and delete anything you don&rsquo;t want summarised.
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

      {rawDiffers && (
        <details className="group rounded-xl border border-border bg-card">
          <summary className="flex cursor-pointer list-none items-center justify-between gap-2 rounded-xl px-4 py-3 text-sm font-medium [&::-webkit-details-marker]:hidden">
            Raw OCR output (before column fix)
            <ChevronDownIcon className="size-4 transition-transform group-open:rotate-180" aria-hidden="true" />
          </summary>
          <pre className="max-h-64 overflow-auto border-t border-border px-4 py-3 font-sans text-xs leading-relaxed whitespace-pre-wrap text-muted-foreground">
            {ocr.originalOcrText}
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

/** What the student should know before trusting the text: nothing read, lines cut off, or hard words. */
function ocrWarning(extracted: string, confidence: number, cutLines: number): string | null {
  if (!extracted.trim())
    return "We couldn't find any text in this photo. Take it again with the page filling the frame in good light, or type your notes in the box.";
  if (cutLines > 0)
    return `${cutLines} ${cutLines === 1 ? 'line looks' : 'lines look'} cut off at the start. Check ${cutLines === 1 ? 'it' : 'them'} against your notes before generating.`;
  if (confidence < LOW_CONFIDENCE)
    return 'Some words were hard to read. Check the text against your notes before generating.';
  return null;
}
