import { Fragment, type ReactNode } from 'react';
import { parseInlineMarkdown } from './parse-inline-markdown';

/**
 * Renders a summary point's **bold**, *italic* and ***bold italic*** runs as React elements. Text is
 * only ever a child string (React escapes it), never innerHTML, so `<script>` or `<img onerror>`
 * written in a note appears as text.
 */
export function InlineMarkdown({ text, className }: { text: string; className?: string }) {
  const segments = parseInlineMarkdown(text);
  return (
    <span className={className}>
      {segments.map((segment, index) => {
        let node: ReactNode = segment.text;
        if (segment.italic) node = <em className="italic">{node}</em>;
        if (segment.bold) node = <strong className="font-semibold">{node}</strong>;
        // Segments are a pure function of the text, so their positions are stable keys.
        return <Fragment key={index}>{node}</Fragment>;
      })}
    </span>
  );
}
