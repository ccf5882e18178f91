import { z } from 'zod';
import { MAX_LINES_TO_CHECK, MAX_OCR_WORDS, OcrLineCheckSchema, OcrWordSchema } from './summaries.js';

/** Most pages (PDF pages, slides) `POST /api/documents/extract` reads; a longer document is refused (422). */
export const MAX_DOCUMENT_PAGES = 50;
/** Largest upload `POST /api/documents/extract` accepts (413 past it, checked while receiving). */
export const MAX_DOCUMENT_BYTES = 20 * 1024 * 1024;

export const DocumentKindSchema = z.enum(['pdf', 'docx', 'pptx', 'text']);
export type DocumentKind = z.infer<typeof DocumentKindSchema>;

export const DocumentPageSchema = z.object({
  /** 1-based, in document order (PDF page, slide in presentation order; docx/txt/md are one page). */
  number: z.number().int().min(1),
  text: z.string(),
  /** `text`: read from the file's own text; `ocr`: the page was an image, read with OCR. */
  source: z.enum(['text', 'ocr']),
  /** 0–100: 100 for a non-empty text layer, the OCR confidence for an OCR page. */
  confidence: z.number().min(0).max(100),
  /** OCR pages only: each word read, as in OcrResult. */
  words: z.array(OcrWordSchema).max(MAX_OCR_WORDS).optional(),
  /** OCR pages only: lines to check, as in OcrResult. */
  linesToCheck: z.array(OcrLineCheckSchema).max(MAX_LINES_TO_CHECK).optional(),
  /** Slide title or the page's first heading, when known. */
  heading: z.string().optional(),
});
export type DocumentPage = z.infer<typeof DocumentPageSchema>;

/** 200 body of `POST /api/documents/extract` (multipart, one field `file`). */
export const DocumentExtractResponseSchema = z.object({
  /** The pages' text joined in order, a blank line between pages. */
  extractedText: z.string(),
  pages: z.array(DocumentPageSchema).min(1).max(MAX_DOCUMENT_PAGES),
  /** Character-weighted mean of the pages' confidences, 0–100. */
  confidence: z.number().min(0).max(100),
  layoutComplexity: z.enum(['simple', 'moderate', 'complex']),
  kind: DocumentKindSchema,
});
export type DocumentExtractResponse = z.infer<typeof DocumentExtractResponseSchema>;
