import { CARD_TEXT_MAX } from '@revisely/contracts';
import { decodeHTML } from 'entities';
import { htmlTokens } from './html-tokens.js';

/**
 * Anki fields are HTML; Revisely cards are plain text with newlines, `**bold**`, `*italic*`, maths
 * between `\(…\)` / `\[…\]` / `$…$` and cloze markers `{{c1::…}}`. This keeps exactly that: line
 * breaks from block tags, bold and italic from their tags, the media a field refers to (images by
 * `<img src>`, sounds by `[sound:…]`) pulled out as file names, and everything else (styles,
 * scripts, spans, links, colours) dropped, entities decoded. Never produces markup the web app
 * would interpret beyond those.
 *
 * Every step is linear in the field's length (a hostile field must not hold an import thread, and
 * the imports queued behind it, for seconds): the tokens come from html-tokens.ts, the output is
 * built in CardTextBuilder, and no regular expression here can backtrack over the whole field.
 */
export interface FieldText {
  text: string;
  images: string[];
  sounds: string[];
}

const BLOCK = new Set([
  'address',
  'article',
  'blockquote',
  'dd',
  'div',
  'dl',
  'dt',
  'figcaption',
  'figure',
  'footer',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'header',
  'hr',
  'ol',
  'p',
  'pre',
  'section',
  'table',
  'tr',
  'ul',
]);
const BOLD = new Set(['b', 'strong']);
const ITALIC = new Set(['i', 'em']);

function attribute(attrs: string, name: string): string | null {
  const match = new RegExp(`(?:^|\\s)${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i').exec(attrs);
  if (!match) return null;
  return decodeHTML(match[1] ?? match[2] ?? match[3] ?? '');
}

/**
 * Replaces each `open…close` pair (the earliest close after each open, as a lazy `[\s\S]*?`
 * would), in one pass: once a close is missing after an open, none can follow a later one.
 */
function replacePairs(text: string, open: string, close: string, wrap: (inner: string) => string, anyCase = false) {
  // Only ASCII letters fold (as a regular expression's /i without /u), so the length is kept.
  const haystack = anyCase ? text.replace(/[A-Z]+/g, (s) => s.toLowerCase()) : text;
  let out = '';
  let from = 0;
  for (;;) {
    const start = haystack.indexOf(open, from);
    const end = start === -1 ? -1 : haystack.indexOf(close, start + open.length);
    if (end === -1) break;
    out += text.slice(from, start) + wrap(text.slice(start + open.length, end));
    from = end + close.length;
  }
  return out + text.slice(from);
}

/** Old Anki LaTeX markers become the MathJax delimiters the web app renders. */
function legacyLatex(html: string): string {
  const display = replacePairs(html, '[$$]', '[/$$]', (tex) => `\\[${tex}\\]`);
  const inline = replacePairs(display, '[$]', '[/$]', (tex) => `\\(${tex}\\)`);
  return replacePairs(inline, '[latex]', '[/latex]', (tex) => tex, true);
}

/** `[sound:name]` references taken out of a text run (names pushed to `sounds`). */
function takeSounds(text: string, sounds: string[]): string {
  const open = '[sound:';
  let out = '';
  let from = 0;
  let start = text.indexOf(open);
  while (start !== -1) {
    const end = text.indexOf(']', start + open.length);
    // No `]` after this one: none after a later one either.
    if (end === -1) break;
    if (end === start + open.length) {
      start = text.indexOf(open, start + 1);
      continue;
    }
    sounds.push(text.slice(start + open.length, end).trim());
    out += text.slice(from, start);
    from = end + 1;
    start = text.indexOf(open, from);
  }
  return out + text.slice(from);
}

export function htmlToCardText(html: string): FieldText {
  const images: string[] = [];
  const sounds: string[] = [];
  const out = new CardTextBuilder();
  let bold = 0;
  let italic = 0;
  let boldAt: OpenMarker | null = null;
  let italicAt: OpenMarker | null = null;
  for (const token of htmlTokens(legacyLatex(html))) {
    if (token.type === 'lt') {
      out.append('<');
      continue;
    }
    if (token.type === 'text') {
      let text = token.text.replace(/\s+/g, ' ');
      if (text.includes('&')) text = decodeHTML(text).replace(/\u00a0/g, ' ');
      out.append(text.includes('[sound:') ? takeSounds(text, sounds) : text);
      continue;
    }
    const tag = token.name.toLowerCase();
    const { closing } = token;
    if (tag === 'br') out.newline();
    else if (tag === 'img' && !closing) {
      const src = attribute(token.attrs, 'src');
      if (src) images.push(src);
    } else if (tag === 'li' && !closing) {
      out.blockBreak();
      out.append('• ');
    } else if (BLOCK.has(tag) || tag === 'li') out.blockBreak();
    else if (BOLD.has(tag)) {
      if (closing && bold > 0 && --bold === 0) out.close('**', boldAt!);
      else if (!closing && bold++ === 0) boldAt = out.open('**');
    } else if (ITALIC.has(tag)) {
      if (closing && italic > 0 && --italic === 0) out.close('*', italicAt!);
      else if (!closing && italic++ === 0) italicAt = out.open('*');
    }
  }
  if (italic > 0) out.close('*', italicAt!);
  if (bold > 0) out.close('**', boldAt!);
  const text = out
    .toString()
    .split('\n')
    .map((line) => line.replace(/[ \t]+/g, ' ').trim())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
  return { text, images, sounds };
}

interface OpenMarker {
  /** Where the text after the marker starts. */
  at: number;
  /** The last non-space character before the marker. */
  before: number;
}

/**
 * The card text being written, one array slot per UTF-16 unit, so that the edits the conversion
 * makes at the end (trailing spaces off, a marker moved before trailing spaces, an empty marker
 * taken out) cost what they change rather than the whole text so far.
 */
class CardTextBuilder {
  private readonly chars: string[] = [];
  /** Index of the last character that is not white space (as trim() sees it); -1 when none. */
  private lastContent = -1;

  append(text: string): void {
    for (let i = 0; i < text.length; i++) {
      const ch = text[i]!;
      this.chars.push(ch);
      if (!isSpace(ch)) this.lastContent = this.chars.length - 1;
    }
  }

  newline(): void {
    for (let last = this.chars.at(-1); last === ' ' || last === '\t'; last = this.chars.at(-1)) this.chars.pop();
    this.chars.push('\n');
  }

  /** A block starts or ends a line, but `<div>a</div><div>b</div>` is two lines, not three. */
  blockBreak(): void {
    if (this.lastContent >= 0 && this.chars.at(-1) !== '\n') this.newline();
  }

  open(marker: string): OpenMarker {
    const before = this.lastContent;
    this.append(marker);
    return { at: this.chars.length, before };
  }

  /**
   * A marker around nothing (an empty <b></b>) is dropped; whitespace inside a marker does not
   * render as emphasis, so a marker closes before trailing spaces.
   */
  close(marker: string, opened: OpenMarker): void {
    if (this.lastContent < opened.at) {
      this.chars.splice(opened.at - marker.length, marker.length);
      this.lastContent = opened.before;
      return;
    }
    this.chars.splice(this.lastContent + 1, 0, ...marker);
    this.lastContent += marker.length;
  }

  toString(): string {
    return this.chars.join('');
  }
}

/** JavaScript's white space (what \s and trim() match), with a fast answer for printable ASCII. */
function isSpace(ch: string): boolean {
  const c = ch.charCodeAt(0);
  if (c > 0x20 && c < 0x7f) return false;
  return /\s/.test(ch);
}

/** Card text over the API's limit is cut at a character boundary (the caller warns). */
export function clampCardText(text: string): { text: string; clipped: boolean } {
  if (text.length <= CARD_TEXT_MAX) return { text, clipped: false };
  let cut = text.slice(0, CARD_TEXT_MAX);
  // Never leave half of a surrogate pair (an emoji) at the end.
  if (/[\ud800-\udbff]$/.test(cut)) cut = cut.slice(0, -1);
  return { text: cut, clipped: true };
}
