import { decodeXML } from 'entities';

/**
 * A minimal tokenizer for the well-formed XML and HTML our document readers see (Office parts,
 * mammoth's output): tags with their attributes, and text. No DTDs, no entities beyond XML's
 * and numeric ones; comments, processing instructions and CDATA markers are skipped.
 */
export type XmlToken =
  | { type: 'open'; name: string; attrs: Record<string, string>; selfClosing: boolean }
  | { type: 'close'; name: string }
  | { type: 'text'; text: string };

const TOKEN =
  /<!--[\s\S]*?-->|<\?[\s\S]*?\?>|<!\[CDATA\[([\s\S]*?)\]\]>|<![^>]*>|<(\/?)([A-Za-z_][\w:.-]*)([^>]*?)(\/?)>|([^<]+)/g;
const ATTR = /([A-Za-z_][\w:.-]*)\s*=\s*("([^"]*)"|'([^']*)')/g;

export function* xmlTokens(xml: string): Generator<XmlToken> {
  for (const match of xml.matchAll(TOKEN)) {
    const [, cdata, closing, name, rest, selfClosing, text] = match;
    if (cdata !== undefined) yield { type: 'text', text: cdata };
    else if (text !== undefined) yield { type: 'text', text: decodeXML(text) };
    else if (name !== undefined) {
      if (closing) yield { type: 'close', name };
      else yield { type: 'open', name, attrs: attributes(rest ?? ''), selfClosing: selfClosing === '/' };
    }
  }
}

function attributes(source: string): Record<string, string> {
  const attrs: Record<string, string> = {};
  for (const m of source.matchAll(ATTR)) attrs[m[1]!] = decodeXML(m[3] ?? m[4] ?? '');
  return attrs;
}

/** Each `Id` → `Target` of a relationships part (`_rels/*.rels`) whose Type ends with `/${type}`. */
export function relationships(xml: string, type?: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const token of xmlTokens(xml)) {
    if (token.type !== 'open' || token.name !== 'Relationship') continue;
    const { Id, Target, Type, TargetMode } = token.attrs;
    if (!Id || !Target || TargetMode === 'External') continue;
    if (type !== undefined && !Type?.endsWith(`/${type}`)) continue;
    out.set(Id, Target);
  }
  return out;
}

/** A relationship target resolved against the folder of the part that names it (zip paths, no leading slash). */
export function resolvePart(fromPart: string, target: string): string {
  if (target.startsWith('/')) return target.slice(1);
  const parts = fromPart.split('/').slice(0, -1);
  for (const segment of target.split('/')) {
    if (segment === '..') parts.pop();
    else if (segment !== '.' && segment !== '') parts.push(segment);
  }
  return parts.join('/');
}

/** `ppt/slides/slide1.xml` → `ppt/slides/_rels/slide1.xml.rels`. */
export function relsPartOf(part: string): string {
  const slash = part.lastIndexOf('/');
  return `${part.slice(0, slash + 1)}_rels/${part.slice(slash + 1)}.rels`;
}
