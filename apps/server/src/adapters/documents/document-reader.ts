import type { DocumentExtractResponse } from '@revisely/contracts';
import { InputRejectedError } from '../../core/domain-errors.js';

/** Reads an uploaded document (PDF, Word, PowerPoint, text) into pages of text. */
export interface DocumentReader {
  /** `data` is the whole upload, already within MAX_DOCUMENT_BYTES; its type is found from its content. */
  read(data: Buffer): Promise<DocumentExtractResponse>;
  /** Releases worker threads; later reads fail. */
  close(): Promise<void>;
}

/** Why a document was refused; the route turns each into its status (unsupported 415, the rest 422). */
export type DocumentProblem = 'unsupported' | 'corrupt' | 'password' | 'too-many-pages' | 'too-much-text' | 'empty';

/** The student-facing texts, one per problem. */
export const DOCUMENT_MESSAGES: Record<DocumentProblem, string> = {
  unsupported:
    'Unsupported file type: upload a PDF, a Word document (.docx), a PowerPoint presentation (.pptx), or a .txt or .md text file.',
  corrupt: 'This document could not be read: the file looks damaged or incomplete. Please upload it again.',
  password: 'This PDF is password-protected.',
  'too-many-pages': 'Documents can have at most 50 pages.',
  'too-much-text': 'This document holds too much text to read at once. Please upload a shorter part of it.',
  empty: 'No text was found in this document.',
};

/** A document the reader refused, with the reason; a 422 unless the route says otherwise. */
export class DocumentReadError extends InputRejectedError {
  constructor(readonly problem: DocumentProblem) {
    super(DOCUMENT_MESSAGES[problem]);
  }
}
