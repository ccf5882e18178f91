import type { FastifyRequest } from 'fastify';
import { badRequest, HttpError, payloadTooLarge } from './http-error.js';

export interface UploadedFile {
  fieldname: string;
  filename: string;
  data: Buffer;
}

export interface ReadUploadOptions {
  /** Largest file accepted, in bytes; a larger one is answered 413 with `tooLarge`. */
  fileSize: number;
  /** The route's own 413 text (the spec words it per screen). */
  tooLarge: string;
  /** Only a file in this field is kept; files in other fields are read and dropped. Default: any. */
  fileField?: string;
  /** Per-field limit in bytes, when the route wants less than the app-wide one. */
  fieldSize?: number;
}

export interface Upload {
  /** Text fields, by name (a repeated name keeps its last value). */
  fields: Record<string, string>;
  /** The one file, or null when none (or only an empty one) was sent. */
  file: UploadedFile | null;
}

/** Said when busboy cannot parse the body: no boundary, a cut-off part, a malformed header. */
export const MALFORMED_UPLOAD =
  'The upload could not be read: the form data is malformed or incomplete. Please try again.';

/**
 * Reads a multipart request with one file into memory. Busboy's size limit surfaces either as
 * an FST_REQ_FILE_TOO_LARGE rejection or as a truncated stream, depending on where the limit
 * falls in the chunks, so both become the route's 413.
 */
export async function readUpload(request: FastifyRequest, options: ReadUploadOptions): Promise<Upload> {
  try {
    return await readParts(request, options);
  } catch (error) {
    // Our own answers and @fastify/multipart's limits (FST_* codes) already carry their status;
    // busboy's parse errors ("Boundary not found", "Unexpected end of form", a premature close)
    // carry none, and come only from what the client sent.
    if (error instanceof HttpError || String((error as { code?: unknown }).code ?? '').startsWith('FST_')) throw error;
    throw badRequest(MALFORMED_UPLOAD);
  }
}

async function readParts(request: FastifyRequest, options: ReadUploadOptions): Promise<Upload> {
  const fields: Record<string, string> = {};
  let file: UploadedFile | null = null;
  const limits = {
    fileSize: options.fileSize,
    files: 1,
    ...(options.fieldSize === undefined ? {} : { fieldSize: options.fieldSize }),
  };
  for await (const part of request.parts({ limits })) {
    if (part.type !== 'file') {
      if (typeof part.value === 'string') fields[part.fieldname] = part.value;
      continue;
    }
    if (options.fileField !== undefined && part.fieldname !== options.fileField) {
      // The stream must be consumed for the next part to arrive.
      await part.toBuffer().catch(() => undefined);
      continue;
    }
    let data: Buffer;
    try {
      data = await part.toBuffer();
    } catch (error) {
      if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw payloadTooLarge(options.tooLarge);
      throw error;
    }
    if (part.file.truncated) throw payloadTooLarge(options.tooLarge);
    if (data.length > 0) file = { fieldname: part.fieldname, filename: part.filename, data };
  }
  return { fields, file };
}
