import type { DocumentKind } from '@revisely/contracts';
import type { DocumentProblem } from './document-reader.js';

/** One page as a format reader sees it, before any OCR. */
export interface ReadPage {
  text: string;
  heading?: string;
  /** A PDF page with no usable text layer: the pool renders it and reads it with OCR. */
  needsOcr?: boolean;
}

export interface ReadDocument {
  kind: DocumentKind;
  pages: ReadPage[];
  /** 'moderate' when the text came from tables or slides laid out in boxes. */
  layout: 'simple' | 'moderate';
}

/** What a worker job answers: refusals travel as data, since thrown errors lose their class. */
export type ReadDocumentResult = { ok: true; document: ReadDocument } | { ok: false; problem: DocumentProblem };
export type RenderPageResult = { ok: true; png: Uint8Array | null } | { ok: false; problem: DocumentProblem };

/** Most characters one document may yield (a 50-page dense PDF is about 200,000). */
export const MAX_DOCUMENT_CHARS = 2_000_000;
