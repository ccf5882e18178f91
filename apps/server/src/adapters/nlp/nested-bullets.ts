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

export function nestBullets(text: string): string {
  if (!/\n[ \t]+(?:[-•*◦▪‣+o]|\p{Extended_Pictographic})/u.test(text)) return text;
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
    const details: string[] = [];
    let j = i + 1;
    for (; j < lines.length && details.length < MAX_DETAILS; j++) {
      const next = lines[j] ?? '';
      const child = BULLET.exec(next);
      if (child && indentOf(child[1] ?? '') > depth) {
        details.push(next.slice(child[0].length).trim());
        continue;
      }
      // A detail wrapped onto a further-indented line without a bullet of its own.
      const wrapped = /^([ \t]+)\S/u.exec(next);
      if (!child && wrapped && details.length > 0 && indentOf(wrapped[1] ?? '') > depth + 2) {
        details[details.length - 1] = `${details.at(-1) ?? ''} ${next.trim()}`;
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
    out.push(`${parent[0]}${label}${label.includes(':') ? ' -' : ':'} ${joined}`);
    i = j - 1;
  }
  return out.join('\n');
}
