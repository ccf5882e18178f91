export interface InlineSegment {
  text: string;
  bold: boolean;
  italic: boolean;
}

/*
 * Emphasis needs a non-space character just inside each marker, so arithmetic such as `2 * 3 * 4`
 * and stray OCR asterisks stay literal. Triple markers are tried first so `***x***` is one run.
 */
const EMPHASIS = /\*\*\*(?=\S)([\s\S]*?\S)\*\*\*|\*\*(?=\S)([\s\S]*?\S)\*\*|\*(?=[^\s*])([\s\S]*?[^\s*])\*/;

function parse(text: string, bold: boolean, italic: boolean, out: InlineSegment[]): void {
  let rest = text;
  while (rest.length > 0) {
    const match = EMPHASIS.exec(rest);
    if (!match) {
      push(out, { text: rest, bold, italic });
      return;
    }
    if (match.index > 0) push(out, { text: rest.slice(0, match.index), bold, italic });
    const [, both, strong, emphasis] = match;
    if (both !== undefined) parse(both, true, true, out);
    else if (strong !== undefined) parse(strong, true, italic, out);
    else if (emphasis !== undefined) parse(emphasis, bold, true, out);
    rest = rest.slice(match.index + match[0].length);
  }
}

/** Adjacent segments with the same style merge, so the output is the smallest list of runs. */
function push(out: InlineSegment[], segment: InlineSegment): void {
  if (!segment.text) return;
  const last = out.at(-1);
  if (last && last.bold === segment.bold && last.italic === segment.italic) last.text += segment.text;
  else out.push({ ...segment });
}

/**
 * Splits a summary point into plain, **bold**, *italic* and ***bold italic*** runs. The result is
 * data, never HTML: the renderer turns it into React elements, so any markup in the text is shown
 * as the characters it is.
 */
export function parseInlineMarkdown(text: string): InlineSegment[] {
  const out: InlineSegment[] = [];
  parse(text, false, false, out);
  return out;
}

/** The text without its emphasis markers, for previews, titles and plain-text exports. */
export function stripInlineMarkdown(text: string): string {
  return parseInlineMarkdown(text)
    .map((s) => s.text)
    .join('');
}
