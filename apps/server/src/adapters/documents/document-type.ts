import { readZipDirectory, ZipFormatError, type ZipEntry } from '../../core/zip-archive.js';
import { DocumentReadError } from './document-reader.js';

export type SniffedDocument =
  { kind: 'pdf' } | { kind: 'docx' | 'pptx'; entries: ZipEntry[] } | { kind: 'text'; text: string };

/** PDF readers accept the header anywhere in the first KB (some generators write junk first). */
const PDF_HEADER_WINDOW = 1024;
const PDF_HEADER = Buffer.from('%PDF-');
const ZIP_HEADER = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

/**
 * The document's kind from its bytes alone, never its name or declared type: a PDF header, a zip
 * holding Word's or PowerPoint's main part, or UTF-8 text with no control bytes. Anything else is
 * refused as unsupported; a zip whose directory cannot be read as corrupt.
 */
export function sniffDocument(data: Uint8Array): SniffedDocument {
  const bytes = Buffer.from(data.buffer, data.byteOffset, data.byteLength);
  if (bytes.subarray(0, PDF_HEADER_WINDOW + PDF_HEADER.length).includes(PDF_HEADER)) return { kind: 'pdf' };
  if (bytes.subarray(0, 4).equals(ZIP_HEADER)) {
    let entries: ZipEntry[];
    try {
      entries = readZipDirectory(data);
    } catch (error) {
      if (error instanceof ZipFormatError) throw new DocumentReadError('corrupt');
      throw error;
    }
    const names = new Set(entries.map((e) => e.name));
    if (names.has('word/document.xml')) return { kind: 'docx', entries };
    if (names.has('ppt/presentation.xml')) return { kind: 'pptx', entries };
    throw new DocumentReadError('unsupported');
  }
  const text = decodeText(bytes);
  if (text === null) throw new DocumentReadError('unsupported');
  return { kind: 'text', text };
}

/** Control characters other than tab, newline, carriage return and form feed mark a binary file. */
function hasBinaryControl(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if ((code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0c && code !== 0x0d) || code === 0x7f) return true;
  }
  return false;
}

/** The bytes as UTF-8 text (a BOM dropped), or null for anything that is not clean UTF-8 text. */
function decodeText(bytes: Buffer): string | null {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    return null;
  }
  if (hasBinaryControl(text)) return null;
  return text;
}
