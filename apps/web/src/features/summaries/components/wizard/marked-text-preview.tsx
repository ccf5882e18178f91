import { Fragment } from 'react';
import type { WordToCheck } from '@/features/summaries/lib/words-to-check';
import { CHECK_LABELS } from './words-to-check-panel';

/** The text as it stands, with the words and lines to check underlined (not colour alone) and labelled. */
export function MarkedTextPreview({ text, items }: { text: string; items: readonly WordToCheck[] }) {
  const parts: React.ReactNode[] = [];
  let at = 0;
  items.forEach((item) => {
    parts.push(<Fragment key={`t${item.start}`}>{text.slice(at, item.start)}</Fragment>);
    parts.push(
      <mark
        key={`m${item.start}`}
        title={CHECK_LABELS[item.kind].spoken}
        aria-label={`${CHECK_LABELS[item.kind].spoken}: ${item.text}`}
        data-testid="marked-word"
        className="rounded-sm bg-tertiary/25 px-0.5 text-foreground underline decoration-tertiary-text decoration-dotted decoration-2 underline-offset-4"
      >
        {item.text}
      </mark>,
    );
    at = item.end;
  });
  parts.push(<Fragment key="rest">{text.slice(at)}</Fragment>);
  return (
    <div
      data-testid="marked-text"
      className="max-h-64 overflow-auto px-4 py-3 text-sm leading-relaxed whitespace-pre-wrap text-foreground"
    >
      {parts}
    </div>
  );
}
