/**
 * Mind maps and outlines written as text: a short bullet with indented bullets under it is a label
 * over its details, one item together.
 *
 *   - Ice cores (Antarctica)                        - Ice cores (Antarctica): trapped air bubbles show
 *       * trapped air bubbles show CO2 + temp    →     CO2 + temp going back 800,000 yrs
 *         going back 800,000 yrs
 *
 * Apart, the label was a verbless fragment and the detail a lower-case line that names nothing
 * ("trapped air bubbles show …": of what?). Runs on the raw text, before spaces are collapsed, since
 * only the indentation tells a detail from the next item. One pass over the lines.
 */

const BULLET = /^([ \t]*)([-•*◦▪‣+o]|\p{Extended_Pictographic}\uFE0F?)\s+(?=\S)/u;
/** A label is open and fairly short: no end mark ("Volcanic eruptions", "Mitigation = reducing the causes"). */
const MAX_LABEL_WORDS = 14;
/** Details joined under one label at most, and their length: an outline, not a page. */
const MAX_DETAILS = 6;
const MAX_JOINED_CHARS = 400;

function indentOf(spaces: string): number {
  let n = 0;
  for (const c of spaces) n += c === '\t' ? 4 : 1;
  return n;
}

function isLabel(text: string): boolean {
  return !/[.!?:;,]["')\]]*$/u.test(text) && text.split(/\s+/u).length <= MAX_LABEL_WORDS;
}

/** Markers a writer uses for the second level, under "-" or "•" items. */
const FIRST_LEVEL = /^[-•]$/u;
const SECOND_LEVEL = /^[*◦▪‣o]$/u;
/** A line ending on a word that cannot end it goes on below ("paintings of" / "Thames frost fairs"). */
const OPEN_END = /\b(?:of|the|and|or|to|in|a|an|for|with|by|from|on|at|as)$/u;
/** A line the page wrapped: it goes on in lower case or with a bracket. */
const WRAPPED_LINE = /^[ \t]*[\p{Ll}(]/u;

export function nestBullets(text: string): string {
  const indented = /\n[ \t]+(?:[-•*◦▪‣+o]|\p{Extended_Pictographic})/u.test(text);
  // Indentation lost (OCR keeps none): "- Ice cores" over "* trapped air bubbles …", one marker per level.
  const twoMarkers = /(?:^|\n)[-•] \S/u.test(text) && /\n[*◦▪‣] \S/u.test(text);
  if (!indented && !twoMarkers) return text;
  const lines = text.split('\n');
  const out: string[] = [];
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] ?? '';
    const parent = BULLET.exec(line);
    const label = parent ? line.slice(parent[0].length).trim() : '';
    if (!parent || !isLabel(label)) {
      out.push(line);
      continue;
    }
    const depth = indentOf(parent[1] ?? '');
    const byMarker = twoMarkers && FIRST_LEVEL.test(parent[2] ?? '');
    let labelText = label;
    const details: string[] = [];
    let j = i + 1;
    for (; j < lines.length && details.length < MAX_DETAILS; j++) {
      const next = lines[j] ?? '';
      const child = BULLET.exec(next);
      const childDepth = child ? indentOf(child[1] ?? '') : -1;
      if (child && (childDepth > depth || (byMarker && childDepth === depth && SECOND_LEVEL.test(child[2] ?? '')))) {
        details.push(next.slice(child[0].length).trim());
        continue;
      }
      // A label or a detail wrapped onto the next line without a bullet of its own.
      const wrapped = /^([ \t]+)\S/u.exec(next);
      const deeper = wrapped !== null && indentOf(wrapped[1] ?? '') > depth + 2;
      const last = details.at(-1) ?? labelText;
      const runsOn =
        WRAPPED_LINE.test(next) ||
        OPEN_END.test(last) ||
        (!/[.!?:;]$/u.test(last) && next.trim().split(/\s+/u).length <= 3);
      if (!child && next.trim() !== '' && (deeper || (byMarker && runsOn))) {
        if (details.length > 0) details[details.length - 1] = `${details.at(-1) ?? ''} ${next.trim()}`;
        else labelText = `${labelText} ${next.trim()}`;
        continue;
      }
      break;
    }
    const joined = details.map((d) => d.replace(/[.;,]+$/u, '')).join('; ');
    if (details.length === 0 || joined.length > MAX_JOINED_CHARS) {
      out.push(line);
      continue;
    }
    // ("More extreme weather: heatwaves, …" has its colon already: its details follow a dash.)
    out.push(`${parent[0]}${labelText}${labelText.includes(':') ? ' -' : ':'} ${joined}`);
    i = j - 1;
  }
  return out.join('\n');
}
