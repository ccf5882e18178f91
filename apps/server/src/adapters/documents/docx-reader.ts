import mammoth from 'mammoth';
import { DocumentReadError } from './document-reader.js';
import type { OfficeZip } from './office-zip.js';
import type { ReadDocument } from './read-result.js';
import { xmlTokens } from './xml-tokens.js';

/** Images are dropped unread: only text is wanted, and an image is never inflated. */
const noImages = mammoth.images.imgElement(async () => ({ src: '' }));

/**
 * A Word document as one page, through mammoth's HTML (it knows headings, lists and tables from
 * Word's styles and numbering), turned into plain text in reading order: headings and paragraphs
 * as blocks, list items as "- " or "1. " lines, table rows one per line with cells joined by " | ".
 */
export async function readDocx(data: Uint8Array, zip: OfficeZip): Promise<ReadDocument> {
  // Every XML part mammoth may open, inflated once under OfficeZip's caps first: mammoth's own zip
  // reader has no limit, so a bomb must be found before it gets the file.
  for (const name of zip.names()) if (/\.(xml|rels)$/i.test(name)) zip.bytes(name);
  let html: string;
  try {
    const buffer = Buffer.from(data.buffer, data.byteOffset, data.byteLength);
    html = (await mammoth.convertToHtml({ buffer }, { convertImage: noImages, externalFileAccess: false })).value;
  } catch {
    throw new DocumentReadError('corrupt');
  }
  const { text, heading, hasTable } = htmlToText(html);
  return { kind: 'docx', pages: [{ text, ...(heading ? { heading } : {}) }], layout: hasTable ? 'moderate' : 'simple' };
}

interface Converted {
  text: string;
  heading: string | undefined;
  hasTable: boolean;
}

const BLOCKS = new Set(['p', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6']);

/** mammoth's HTML (a small, well-formed subset) to readable plain text. */
export function htmlToText(html: string): Converted {
  const lines: string[] = [];
  const lists: { ordered: boolean; count: number }[] = [];
  let heading: string | undefined;
  let hasTable = false;
  let block: string | null = null;
  let blockTag = '';
  let row: string[] | null = null;
  let cell: string[] | null = null;
  let item: string | null = null;

  const flushItem = () => {
    if (item === null) return;
    const list = lists[lists.length - 1];
    const text = item.replace(/\s+/g, ' ').trim();
    if (text && list) lines.push(`${'  '.repeat(lists.length - 1)}${list.ordered ? `${list.count}.` : '-'} ${text}`);
    item = null;
  };

  for (const token of xmlTokens(`<root>${html}</root>`)) {
    if (token.type === 'text') {
      // mammoth's link from a footnote back to its reference: a lone arrow, noise in plain text.
      if (token.text === '↑') continue;
      if (block !== null) block += token.text;
      else if (item !== null) item += token.text;
      continue;
    }
    const name = token.name.toLowerCase();
    if (token.type === 'open') {
      if (BLOCKS.has(name)) {
        block = '';
        blockTag = name;
      } else if (name === 'br') {
        if (block !== null) block += '\n';
      } else if (name === 'ul' || name === 'ol') {
        flushItem();
        lists.push({ ordered: name === 'ol', count: 0 });
      } else if (name === 'li') {
        flushItem();
        const list = lists[lists.length - 1];
        if (list) list.count += 1;
        item = '';
      } else if (name === 'table') {
        hasTable = true;
      } else if (name === 'tr') {
        row = [];
      } else if (name === 'td' || name === 'th') {
        cell = [];
      }
      continue;
    }
    if (BLOCKS.has(name) && block !== null) {
      const text = block
        .split('\n')
        .map((l) => l.replace(/\s+/g, ' ').trim())
        .filter(Boolean)
        .join('\n');
      block = null;
      if (!text) continue;
      if (cell) cell.push(text.replace(/\n/g, ' '));
      else if (item !== null) item += ` ${text}`;
      else {
        if (blockTag.startsWith('h')) heading ??= text;
        lines.push(text);
      }
    } else if (name === 'li') {
      flushItem();
    } else if (name === 'ul' || name === 'ol') {
      flushItem();
      lists.pop();
    } else if ((name === 'td' || name === 'th') && cell && row) {
      row.push(cell.join(' '));
      cell = null;
    } else if (name === 'tr' && row) {
      if (row.some(Boolean)) lines.push(row.join(' | '));
      row = null;
    }
  }
  flushItem();
  return { text: lines.join('\n'), heading, hasTable };
}
