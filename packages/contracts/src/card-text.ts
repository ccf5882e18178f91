/**
 * Maths in card and summary text (docs/card-text.md): `$…$` and `\(…\)` inline, `$$…$$` and
 * `\[…\]` on their own line; chemistry is mhchem's `\ce{…}` inside any of them. Pure TypeScript
 * shared by the web renderer (KaTeX) and the Anki export (which writes `\(…\)` / `\[…\]`).
 *
 * A single `$` is maths only in the pandoc sense, so prices stay text ("£5 or $10 and $20"): the
 * opening `$` is followed by a non-space, the closing one follows a non-space and is not followed
 * by a digit, and neither side crosses a line break. `\$` is a literal dollar.
 */

export type MathSegment = { kind: 'text'; text: string } | { kind: 'math'; tex: string; display: boolean; raw: string };

const DELIMITERS: { open: string; close: string; display: boolean }[] = [
  { open: '$$', close: '$$', display: true },
  { open: '\\[', close: '\\]', display: true },
  { open: '\\(', close: '\\)', display: false },
];

/** Where the closing `$` of an inline span opened at `open` is, or -1. */
function inlineDollarEnd(text: string, open: number): number {
  const first = text[open + 1];
  if (first === undefined || /\s/.test(first) || first === '$') return -1;
  for (let i = open + 1; i < text.length; i += 1) {
    const ch = text[i];
    if (ch === '\n') return -1;
    if (ch === '\\') {
      i += 1;
      continue;
    }
    if (ch === '$') {
      const before = text[i - 1] ?? '';
      const after = text[i + 1] ?? '';
      if (/\s/.test(before) || /[0-9]/.test(after)) return -1;
      return i;
    }
  }
  return -1;
}

/** Splits text into plain runs and maths spans, in order. Unclosed delimiters stay text. */
export function splitMath(text: string): MathSegment[] {
  const out: MathSegment[] = [];
  let plain = '';
  let i = 0;
  const flush = () => {
    if (plain) out.push({ kind: 'text', text: plain });
    plain = '';
  };
  while (i < text.length) {
    const ch = text[i];
    if (ch === '\\' && text[i + 1] === '$') {
      plain += '$';
      i += 2;
      continue;
    }
    const delimiter = DELIMITERS.find((d) => text.startsWith(d.open, i));
    if (delimiter) {
      const end = text.indexOf(delimiter.close, i + delimiter.open.length);
      const tex = end < 0 ? '' : text.slice(i + delimiter.open.length, end);
      if (end >= 0 && tex.trim()) {
        flush();
        const raw = text.slice(i, end + delimiter.close.length);
        out.push({ kind: 'math', tex, display: delimiter.display, raw });
        i = end + delimiter.close.length;
        continue;
      }
      // `$$` with nothing after it, or an unclosed `\(`: literal text.
      plain += delimiter.open;
      i += delimiter.open.length;
      continue;
    }
    if (ch === '$') {
      const end = inlineDollarEnd(text, i);
      if (end > i) {
        flush();
        out.push({ kind: 'math', tex: text.slice(i + 1, end), display: false, raw: text.slice(i, end + 1) });
        i = end + 1;
        continue;
      }
    }
    plain += ch;
    i += 1;
  }
  flush();
  return out;
}

/** Whether the text holds any maths, so a screen knows to load the renderer. */
export function hasMath(text: string): boolean {
  return splitMath(text).some((s) => s.kind === 'math');
}

/**
 * The text with every maths span written with the delimiters Anki's MathJax reads, `\(…\)` and
 * `\[…\]`; everything else unchanged.
 */
export function mathToAnkiDelimiters(text: string): string {
  return splitMath(text)
    .map((s) => (s.kind === 'text' ? s.text : s.display ? `\\[${s.tex}\\]` : `\\(${s.tex}\\)`))
    .join('');
}
