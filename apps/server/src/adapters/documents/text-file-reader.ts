import type { ReadDocument } from './read-result.js';

/** A .txt or .md file (already checked to be UTF-8 text) as one page; a Markdown file's first heading is its heading. */
export function readTextFile(text: string): ReadDocument {
  const normalised = text
    .replace(/^\uFEFF/, '')
    .replace(/\r\n?/g, '\n')
    .trim();
  const heading = /^#{1,6}[ \t]+(.+?)[ \t#]*$/m.exec(normalised)?.[1]?.trim();
  return { kind: 'text', pages: [{ text: normalised, ...(heading ? { heading } : {}) }], layout: 'simple' };
}
