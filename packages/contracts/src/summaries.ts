import { z } from 'zod';

export const SUMMARY_TEXT_MAX = 100_000;
/** 15 MB of image is at most 20 MB of base64. */
export const PHOTO_BASE64_MAX = Math.ceil((15_728_640 * 4) / 3) + 4;

export const SummarySchema = z.object({
  id: z.string(),
  subject: z.string(),
  topic: z.string(),
  qualification: z.string(),
  examBoard: z.string().nullable(),
  summary: z.array(z.string()),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** An authenticated URL of ours (fetch it with the bearer token), or null. */
  photoUrl: z.string().nullable(),
  originalOcrText: z.string().nullable(),
  columnFixedText: z.string().nullable(),
  userEditedText: z.string().nullable(),
});
export type Summary = z.infer<typeof SummarySchema>;

/** A missing field is 'required'; one sent with the wrong type is 'must be text'. */
const textError = (field: string) => (issue: { input: unknown }) =>
  issue.input === undefined || issue.input === null ? `${field} is required` : `${field} must be text`;

const detail = (field: string, max: number) =>
  z
    .string({ error: textError(field) })
    .trim()
    .min(1, `${field} is required`)
    .max(max, `${field} must be at most ${max} characters`);
const optionalDetail = (field: string, max: number) =>
  z
    .union([
      z
        .string({ error: `${field} must be text` })
        .trim()
        .max(max, `${field} must be at most ${max} characters`),
      z.null(),
    ])
    .optional();
const sourceText = (field: string) =>
  z
    .union([
      z
        .string({ error: `${field} must be text` })
        .max(SUMMARY_TEXT_MAX, `${field} must be at most ${SUMMARY_TEXT_MAX} characters`),
      z.null(),
    ])
    .optional();

export const CreateSummaryRequestSchema = z.object({
  subject: detail('subject', 200),
  qualification: detail('qualification', 100),
  topic: detail('topic', 200),
  examBoard: optionalDetail('examBoard', 100),
  originalOcrText: sourceText('originalOcrText'),
  columnFixedText: sourceText('columnFixedText'),
  userEditedText: sourceText('userEditedText'),
  /** The image's base64 (optionally a data: URL), or empty for none. */
  photoUrl: z
    .union([
      z
        .string({ error: 'photoUrl must be text' })
        .max(PHOTO_BASE64_MAX + 100, 'File Too Large: Image must be smaller than 15MB.'),
      z.null(),
    ])
    .optional(),
});
export type CreateSummaryRequest = z.infer<typeof CreateSummaryRequestSchema>;

export const AwardResultSchema = z.object({
  xpAwarded: z.number(),
  leveledUp: z.boolean(),
  newLevel: z.number(),
});
export type AwardResult = z.infer<typeof AwardResultSchema>;

export const CreateSummaryResponseSchema = AwardResultSchema.extend({
  id: z.string(),
  summary: z.array(z.string()),
});
export type CreateSummaryResponse = z.infer<typeof CreateSummaryResponseSchema>;

export const UpdateSummaryRequestSchema = z.object({
  subject: detail('subject', 200),
  topic: detail('topic', 200),
  qualification: z.string({ error: 'qualification must be text' }).trim().max(100).optional(),
  exam_board: optionalDetail('exam_board', 100),
  /** The response's name for the field; `exam_board` wins when both are sent. */
  examBoard: optionalDetail('examBoard', 100),
  summary: z
    .union([
      z
        .array(
          z
            .string({ error: 'summary points must be text' })
            .max(5000, 'summary points must be at most 5000 characters'),
        )
        .max(200, 'summary must have at most 200 points'),
      z.string().max(SUMMARY_TEXT_MAX),
    ])
    .transform((v) => (Array.isArray(v) ? v : v.split(/\n\s*\n/)).map((p) => p.trim()).filter((p) => p.length > 0))
    .pipe(z.array(z.string()).min(1, 'summary must have at least one point')),
});
export type UpdateSummaryRequest = z.input<typeof UpdateSummaryRequestSchema>;

export const SummaryListSchema = z.array(SummarySchema);

/** Most words an OCR result lists; a dense A4 page has about 600. */
export const MAX_OCR_WORDS = 5000;

/** Below this a word is shown to the student as one to check. */
export const LOW_CONFIDENCE_WORD = 60;

export const OcrWordSchema = z.object({
  text: z.string(),
  /** The engine's confidence in this word, 0–100. */
  confidence: z.number(),
  /**
   * Normalised 0–1 to the PROCESSED page Tesseract read (after rotation, page cut-out, perspective
   * fix and deskew), not to the uploaded photo: the two differ for photos of a page on a desk.
   */
  box: z.object({ x: z.number(), y: z.number(), w: z.number(), h: z.number() }),
});
export type OcrWord = z.infer<typeof OcrWordSchema>;

/** Most lines an OCR result marks for checking; past this the photo should be retaken. */
export const MAX_LINES_TO_CHECK = 200;

export const OcrLineCheckSchema = z.object({
  text: z.string(),
  reason: z.enum(['cut', 'symbols']),
});
export type OcrLineCheck = z.infer<typeof OcrLineCheckSchema>;

export const OcrResultSchema = z.object({
  extractedText: z.string(),
  originalOcrText: z.string(),
  confidence: z.number(),
  layoutComplexity: z.enum(['simple', 'moderate', 'complex']),
  /** Each word Tesseract read, in its order (not reading order), at most MAX_OCR_WORDS. */
  words: z.array(OcrWordSchema).max(MAX_OCR_WORDS).optional(),
  /**
   * Lines of extractedText to check whatever their words' confidences: `cut` looks cut off at its
   * start (a crop through the text, a lost first word); `symbols` holds a formula, units or a
   * symbol OCR may have changed (÷ read as +). In text order, at most MAX_LINES_TO_CHECK.
   */
  linesToCheck: z.array(OcrLineCheckSchema).max(MAX_LINES_TO_CHECK).optional(),
  /** True when POST /api/ocr/transcribe can read the photo with a vision model. */
  visionAvailable: z.boolean().optional(),
});
export type OcrResult = z.infer<typeof OcrResultSchema>;

/** POST /api/ocr/transcribe: the vision model's reading, or the OCR text when it could not answer. */
export const OcrTranscriptionSchema = z.object({
  text: z.string(),
  source: z.enum(['llm', 'ocr']),
});
export type OcrTranscription = z.infer<typeof OcrTranscriptionSchema>;
