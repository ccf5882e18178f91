import { CARD_TEXT_MAX } from '@revisely/contracts';
import { decodeHTML } from 'entities';

/**
 * Anki fields are HTML; Revisely cards are plain text with newlines, `**bold**`, `*italic*`, maths
 * between `\(…\)` / `\[…\]` / `$…$` and cloze markers `{{c1::…}}`. This keeps exactly that: line
 * breaks from block tags, bold and italic from their tags, the media a field refers to (images by
 * `<img src>`, sounds by `[sound:…]`) pulled out as file names, and everything else (styles,
 * scripts, spans, links, colours) dropped, entities decoded. Never produces markup the web app
 * would interpret beyond those.
 */
export interface FieldText {
  text: string;
  images: string[];
  sounds: string[];
}

const TOKEN =
  /<!--[\s\S]*?-->|<(script|style|head|title)\b[^>]*>[\s\S]*?<\/\1\s*>|<\/?([a-zA-Z][a-zA-Z0-9]*)((?:[^>"']|"[^"]*"|'[^']*')*)>|[^<]+|</g;
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
const SOUND = /\[sound:([^\]]+)\]/g;

function attribute(attrs: string, name: string): string | null {
  const match = new RegExp(`(?:^|\\s)${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i').exec(attrs);
  if (!match) return null;
  return decodeHTML(match[1] ?? match[2] ?? match[3] ?? '');
}

/** Old Anki LaTeX markers become the MathJax delimiters the web app renders. */
function legacyLatex(html: string): string {
  return html
    .replace(/\[\$\$\]([\s\S]*?)\[\/\$\$\]/g, (_m, tex: string) => `\\[${tex}\\]`)
    .replace(/\[\$\]([\s\S]*?)\[\/\$\]/g, (_m, tex: string) => `\\(${tex}\\)`)
    .replace(/\[latex\]([\s\S]*?)\[\/latex\]/gi, (_m, tex: string) => tex);
}

export function htmlToCardText(html: string): FieldText {
  const images: string[] = [];
  const sounds: string[] = [];
  let out = '';
  let bold = 0;
  let italic = 0;
  let boldAt = 0;
  let italicAt = 0;
  const newline = () => {
    out = out.replace(/[ \t]+$/, '');
    out += '\n';
  };
  // A block starts or ends a line, but `<div>a</div><div>b</div>` is two lines, not three.
  const blockBreak = () => {
    if (out.trim() !== '' && !out.endsWith('\n')) newline();
  };
  // A marker around nothing (an empty <b></b>) is dropped; whitespace inside a marker does not
  // render as emphasis, so a marker closes before trailing spaces.
  const close = (marker: string, openedAt: number) => {
    if (out.slice(openedAt).trim() === '') {
      out = out.slice(0, openedAt - marker.length) + out.slice(openedAt);
      return;
    }
    const trailing = /\s*$/.exec(out)?.[0] ?? '';
    out = out.slice(0, out.length - trailing.length) + marker + trailing;
  };
  for (const match of legacyLatex(html).matchAll(TOKEN)) {
    const [token, , tagName, attrs = ''] = match;
    if (token.startsWith('<!--') || match[1]) continue;
    if (tagName === undefined) {
      if (token === '<') {
        out += '<';
        continue;
      }
      const text = decodeHTML(token.replace(/\s+/g, ' ')).replace(/\u00a0/g, ' ');
      out += text.replace(SOUND, (_m, name: string) => {
        sounds.push(name.trim());
        return '';
      });
      continue;
    }
    const tag = tagName.toLowerCase();
    const closing = token.startsWith('</');
    if (tag === 'br') newline();
    else if (tag === 'img' && !closing) {
      const src = attribute(attrs, 'src');
      if (src) images.push(src);
    } else if (tag === 'li' && !closing) {
      blockBreak();
      out += '• ';
    } else if (BLOCK.has(tag) || tag === 'li') blockBreak();
    else if (BOLD.has(tag)) {
      if (closing && bold > 0 && --bold === 0) close('**', boldAt);
      else if (!closing && bold++ === 0) boldAt = (out += '**').length;
    } else if (ITALIC.has(tag)) {
      if (closing && italic > 0 && --italic === 0) close('*', italicAt);
      else if (!closing && italic++ === 0) italicAt = (out += '*').length;
    }
  }
  if (italic > 0) close('*', italicAt);
  if (bold > 0) close('**', boldAt);
  const text = out
    .split('\n')
    .map((line) => line.replace(/[ \t]+/g, ' ').trim())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
  return { text, images, sounds };
}

/** Card text over the API's limit is cut at a character boundary (the caller warns). */
export function clampCardText(text: string): { text: string; clipped: boolean } {
  if (text.length <= CARD_TEXT_MAX) return { text, clipped: false };
  let cut = text.slice(0, CARD_TEXT_MAX);
  // Never leave half of a surrogate pair (an emoji) at the end.
  if (/[\ud800-\udbff]$/.test(cut)) cut = cut.slice(0, -1);
  return { text: cut, clipped: true };
}
