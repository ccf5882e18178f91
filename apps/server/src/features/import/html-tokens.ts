/**
 * The tokens of an Anki field's HTML, in time linear in its length whatever it holds. The first
 * version matched one regular expression per token, and a field of `<a` × 200,000 (or unclosed
 * comments, scripts or quotes) made each match scan to the end of the field and fail: quadratic,
 * 30 s of CPU for a 1.9 KB package. Here every search that can fail is remembered, and where a tag
 * ends is worked out once for every position, from the end backwards.
 *
 * The tokens are exactly what the expression gave, in the same order of preference:
 * `<!--…-->` (skipped), `<script|style|head|title …>…</name>` (skipped; names lower-case, as
 * written), a tag `</?name attrs>` whose quotes are balanced, text up to the next `<`, and a lone
 * `<` when none of these match there.
 */
export type HtmlToken =
  { type: 'text'; text: string } | { type: 'lt' } | { type: 'tag'; name: string; closing: boolean; attrs: string };

const RAW_TEXT = ['script', 'style', 'head', 'title'] as const;
/** One object for every lone `<` (a hostile field can have a million). */
const LT_TOKEN: HtmlToken = Object.freeze({ type: 'lt' });

export function* htmlTokens(html: string): Generator<HtmlToken> {
  const n = html.length;
  const tagEnd = tagEnds(html);
  const commentEnd = new ForwardSearch((from) => html.indexOf('-->', from));
  const openEnd = new ForwardSearch((from) => html.indexOf('>', from));
  const rawEnd = new Map(RAW_TEXT.map((name) => [name, new ForwardSearch((from) => closingTag(html, name, from))]));
  let i = 0;
  while (i < n) {
    if (html.charCodeAt(i) !== LT) {
      const next = html.indexOf('<', i);
      const end = next === -1 ? n : next;
      yield { type: 'text', text: html.slice(i, end) };
      i = end;
      continue;
    }
    if (html.startsWith('<!--', i)) {
      const close = commentEnd.next(i + 4);
      if (close !== -1) {
        i = close + 3;
        continue;
      }
    }
    const raw = rawTextName(html, i + 1);
    if (raw) {
      const open = openEnd.next(i + 1 + raw.length);
      const close = open === -1 ? -1 : rawEnd.get(raw)!.next(open + 1);
      if (close !== -1) {
        i = html.indexOf('>', close) + 1;
        continue;
      }
    }
    const closing = html.charCodeAt(i + 1) === SLASH;
    const nameStart = closing ? i + 2 : i + 1;
    if (isLetter(html.charCodeAt(nameStart))) {
      let nameEnd = nameStart + 1;
      while (nameEnd < n && (isLetter(html.charCodeAt(nameEnd)) || isDigit(html.charCodeAt(nameEnd)))) nameEnd++;
      const end = tagEnd[nameEnd]!;
      if (end !== -1) {
        yield { type: 'tag', name: html.slice(nameStart, nameEnd), closing, attrs: html.slice(nameEnd, end) };
        i = end + 1;
        continue;
      }
    }
    yield LT_TOKEN;
    i++;
  }
}

const LT = 0x3c;
const GT = 0x3e;
const SLASH = 0x2f;
const DOUBLE_QUOTE = 0x22;
const SINGLE_QUOTE = 0x27;

/**
 * For each position p, where a tag's attributes starting at p (outside quotes) end: the index of
 * the `>` closing the tag, or -1 when a quote is never closed or no `>` follows. Filled from the
 * end: a quote jumps to just past its closing quote.
 */
function tagEnds(html: string): Int32Array {
  const n = html.length;
  const end = new Int32Array(n + 1);
  end[n] = -1;
  let nextDouble = -1;
  let nextSingle = -1;
  for (let p = n - 1; p >= 0; p--) {
    const c = html.charCodeAt(p);
    if (c === GT) end[p] = p;
    else if (c === DOUBLE_QUOTE) end[p] = nextDouble === -1 ? -1 : end[nextDouble + 1]!;
    else if (c === SINGLE_QUOTE) end[p] = nextSingle === -1 ? -1 : end[nextSingle + 1]!;
    else end[p] = end[p + 1]!;
    if (c === DOUBLE_QUOTE) nextDouble = p;
    else if (c === SINGLE_QUOTE) nextSingle = p;
  }
  return end;
}

/** Where the first `</name\s*>` at or after `from` starts, or -1. */
function closingTag(html: string, name: string, from: number): number {
  const open = `</${name}`;
  for (let at = html.indexOf(open, from); at !== -1; at = html.indexOf(open, at + 1)) {
    let p = at + open.length;
    while (p < html.length && /\s/.test(html[p]!)) p++;
    if (html.charCodeAt(p) === GT) return at;
  }
  return -1;
}

/**
 * A search asked from positions that only move forward (the tokenizer never goes back): the last
 * answer holds until the position passes it, and a search that found nothing finds nothing later.
 */
class ForwardSearch {
  private from = -1;
  private found = -1;

  constructor(private readonly search: (from: number) => number) {}

  next(from: number): number {
    if (this.from !== -1 && from >= this.from && (this.found === -1 || this.found >= from)) return this.found;
    this.from = from;
    this.found = this.search(from);
    return this.found;
  }
}

/** The raw-text element (script, style, head, title) whose name starts at `at`, if one does. */
function rawTextName(html: string, at: number): (typeof RAW_TEXT)[number] | undefined {
  const first = html.charCodeAt(at);
  // s, h or t: most tags are none of these, and are decided without comparing names.
  if (first !== 0x73 && first !== 0x68 && first !== 0x74) return undefined;
  for (const name of RAW_TEXT) {
    if (html.startsWith(name, at) && !isWordChar(html.charCodeAt(at + name.length))) return name;
  }
  return undefined;
}

const isLetter = (c: number) => (c >= 0x41 && c <= 0x5a) || (c >= 0x61 && c <= 0x7a);
const isDigit = (c: number) => c >= 0x30 && c <= 0x39;
const isWordChar = (c: number) => isLetter(c) || isDigit(c) || c === 0x5f;
