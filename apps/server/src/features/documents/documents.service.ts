import type { DocumentExtractResponse } from '@revisely/contracts';
import { DocumentReadError, type DocumentReader } from '../../adapters/documents/document-reader.js';
import { HttpError } from '../../core/http-error.js';

/**
 * Reading an uploaded document into text for the wizard. Nothing is stored: the student edits the
 * text and saves it as a summary through the summaries endpoints, like OCR text.
 */
export class DocumentsService {
  constructor(private readonly reader: DocumentReader) {}

  async extract(data: Buffer): Promise<DocumentExtractResponse> {
    try {
      return await this.reader.read(data);
    } catch (error) {
      // The reader says what is wrong; an unknown kind of file is a media-type refusal (415),
      // every other fault of the file a 422 (the error handler's default for the reader's errors).
      if (error instanceof DocumentReadError && error.problem === 'unsupported')
        throw new HttpError(415, error.message);
      throw error;
    }
  }
}
