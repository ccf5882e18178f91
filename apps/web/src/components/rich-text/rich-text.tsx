import { hasMath, parseCloze, parseInlineMarkdown, splitMath, CLOZE_BLANK } from '@revisely/contracts';
import { Fragment, type ReactNode } from 'react';
import { cn } from '@/lib/utils';
import { useTexRenderer, type TexRenderer } from './use-tex-renderer';

/**
 * How cloze deletions (`{{cN::answer::hint}}`) are shown:
 * - a number: the card for that deletion; its deletions are '[...]' (or '[hint]') until `revealed`,
 *   then their answers, highlighted; other deletions read as their answers;
 * - 'all': every deletion's answer highlighted (edit list, builder preview);
 * - undefined: the text is not cloze text (summaries), markers are left as typed.
 */
export type ClozeMode = number | 'all' | undefined;

type Piece = { kind: 'text'; text: string } | { kind: 'hole'; answer: string; hint: string | null };

function pieces(text: string, cloze: ClozeMode): Piece[] {
  if (cloze === undefined) return [{ kind: 'text', text }];
  const out: Piece[] = [];
  const pushText = (t: string) => {
    const last = out.at(-1);
    if (last?.kind === 'text') last.text += t;
    else out.push({ kind: 'text', text: t });
  };
  for (const s of parseCloze(text)) {
    if (s.kind === 'text') pushText(s.text);
    else if (cloze === 'all' || s.index === cloze) out.push({ kind: 'hole', answer: s.answer, hint: s.hint });
    // Another card's deletion is part of this card's text, so maths around it still parses.
    else pushText(s.answer);
  }
  return out;
}

function Markdown({ text }: { text: string }) {
  return parseInlineMarkdown(text).map((segment, index) => {
    let node: ReactNode = segment.text;
    if (segment.italic) node = <em className="italic">{node}</em>;
    if (segment.bold) node = <strong className="font-semibold">{node}</strong>;
    // Segments are a pure function of the text, so their positions are stable keys.
    return <Fragment key={index}>{node}</Fragment>;
  });
}

function MathAndMarkdown({ text, tex }: { text: string; tex: TexRenderer | null }) {
  return splitMath(text).map((segment, index) => {
    if (segment.kind === 'text') return <Markdown key={index} text={segment.text} />;
    const html = tex?.(segment.tex, segment.display) ?? null;
    // Not loaded yet, or not valid TeX: the formula reads as typed, never breaks the card.
    if (html === null) {
      return (
        <span key={index} className="font-mono text-[0.92em]" data-testid="tex-source">
          {segment.raw}
        </span>
      );
    }
    return (
      <span
        key={index}
        className={cn('rich-math', segment.display ? 'block max-w-full overflow-x-auto py-1' : 'inline')}
        data-testid="tex"
        // KaTeX's own output for this formula, rendered with trust off (see katex-loader.ts).
        dangerouslySetInnerHTML={{ __html: html }}
      />
    );
  });
}

/**
 * Card and summary text: line breaks, **bold**, *italic*, maths (`$…$`, `\(…\)`, `$$…$$`, `\[…\]`,
 * with `\ce{…}` chemistry) and cloze deletions (docs/card-text.md). The text only ever becomes React
 * text nodes or KaTeX's escaped output, never HTML of its own, so `<script>` in a card is shown as
 * typed. KaTeX loads on first use, only when the text holds maths.
 */
export function RichText({
  text,
  cloze,
  revealed = false,
  className,
}: {
  text: string;
  cloze?: ClozeMode;
  revealed?: boolean;
  className?: string;
}) {
  const tex = useTexRenderer(hasMath(text));
  return (
    <span className={cn('whitespace-pre-wrap', className)}>
      {pieces(text, cloze).map((piece, index) => {
        if (piece.kind === 'text') return <MathAndMarkdown key={index} text={piece.text} tex={tex} />;
        if (cloze !== 'all' && !revealed) {
          return (
            <span key={index} className="cloze-blank font-semibold text-primary" data-testid="cloze-blank">
              {piece.hint ? `[${piece.hint}]` : CLOZE_BLANK}
            </span>
          );
        }
        return (
          <mark
            key={index}
            className="rounded-md bg-primary/15 px-1 font-semibold text-foreground dark:bg-primary/30"
            data-testid="cloze-answer"
          >
            <MathAndMarkdown text={piece.answer} tex={tex} />
          </mark>
        );
      })}
    </span>
  );
}
