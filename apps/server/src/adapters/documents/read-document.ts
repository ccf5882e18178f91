import { DocumentReadError } from './document-reader.js';
import { sniffDocument } from './document-type.js';
import { readDocx } from './docx-reader.js';
import { OfficeZip } from './office-zip.js';
import { readPdfText, renderPdfPage } from './pdf-reader.js';
import { readPptx } from './pptx-reader.js';
import {
  MAX_DOCUMENT_CHARS,
  type ReadDocument,
  type ReadDocumentResult,
  type RenderPageResult,
} from './read-result.js';
import { readTextFile } from './text-file-reader.js';

/** A job for the document worker: read a file's text, or render one PDF page for OCR. */
export type DocumentTask = { op: 'read'; data: Uint8Array } | { op: 'render'; data: Uint8Array; page: number };
export type DocumentTaskResult = ReadDocumentResult | RenderPageResult;

/** Runs one task; the document's own faults come back as `{ ok: false, problem }`. */
export async function runDocumentTask(task: DocumentTask): Promise<DocumentTaskResult> {
  try {
    if (task.op === 'render') return { ok: true, png: await renderPdfPage(task.data, task.page) };
    return { ok: true, document: await readDocument(task.data) };
  } catch (error) {
    if (error instanceof DocumentReadError) return { ok: false, problem: error.problem };
    throw error;
  }
}

/** The document's pages of text by its content type; PDF pages without text are left for OCR. */
export async function readDocument(data: Uint8Array): Promise<ReadDocument> {
  const sniffed = sniffDocument(data);
  let document: ReadDocument;
  if (sniffed.kind === 'pdf') document = await readPdfText(data);
  else if (sniffed.kind === 'text') document = readTextFile(sniffed.text);
  else if (sniffed.kind === 'docx') document = await readDocx(data, new OfficeZip(data, sniffed.entries));
  else document = readPptx(new OfficeZip(data, sniffed.entries));
  const chars = document.pages.reduce((sum, page) => sum + page.text.length, 0);
  if (chars > MAX_DOCUMENT_CHARS) throw new DocumentReadError('too-much-text');
  return document;
}
