import { z } from 'zod';

export const SUMMARY_TEXT_MAX = 100_000;
/** 15 MB of image is at most 20 MB of base64. */
export const PHOTO_BASE64_MAX = Math.ceil((15_728_640 * 4) / 3) + 4;
/** Most photos (pages) one summary is made from. */
export const MAX_SUMMARY_PHOTOS = 10;
/** All of one summary's photos together, in bytes: what a phone upload and the server can carry in one request. */
export const MAX_SUMMARY_PHOTOS_TOTAL_BYTES = 45 * 1024 * 1024;
export const TOO_MANY_PHOTOS = `A summary can have at most ${MAX_SUMMARY_PHOTOS} photos.`;
export const PHOTOS_TOO_LARGE = 'File Too Large: the photos together must be smaller than 45MB.';

const photoBase64 = z
  .string({ error: 'photos must be text' })
  .max(PHOTO_BASE64_MAX + 100, 'File Too Large: Image must be smaller than 15MB.');

export const SummarySchema = z.object({
  id: z.string(),
  subject: z.string(),
  topic: z.string(),
  qualification: z.string(),
  examBoard: z.string().nullable(),
  summary: z.array(z.string()),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** An authenticated URL of ours (fetch it with the bearer token), or null: the first page's photo. */
  photoUrl: z.string().nullable(),
  /** Every page's photo in page order (authenticated URLs of ours); empty when there is none. */
  photoUrls: z.array(z.string()),
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

/**
 * How long a summary is (issue 27): `standard` keeps about 40% of the notes, `short` about 25%
 * (the headline facts), `detailed` about 60% (where the built-in summariser reaches ~0.85 recall).
 */
export const SUMMARY_LENGTHS = ['short', 'standard', 'detailed'] as const;
export const SummaryLengthSchema = z.enum(SUMMARY_LENGTHS, {
  error: `length must be one of ${SUMMARY_LENGTHS.join(', ')}`,
});
export type SummaryLength = z.infer<typeof SummaryLengthSchema>;
export const DEFAULT_SUMMARY_LENGTH: SummaryLength = 'standard';

/** Most points one summary keeps (the edit screen's limit too). */
export const MAX_SUMMARY_POINTS = 200;
/** Most text POST /api/summaries/sections summarises at once; longer material is sent in sections. */
export const SECTION_TEXT_MAX = 20_000;

/** POST /api/summaries/sections: one section of long material, summarised; nothing is stored. */
export const SummariseSectionRequestSchema = z.object({
  subject: detail('subject', 200),
  qualification: detail('qualification', 100),
  topic: detail('topic', 200),
  text: z
    .string({ error: textError('text') })
    .trim()
    .min(1, 'text is required')
    .max(SECTION_TEXT_MAX, `text must be at most ${SECTION_TEXT_MAX} characters`),
  /** As on POST /api/summaries: omitted is the student's saved preference. */
  length: SummaryLengthSchema.optional(),
});
export type SummariseSectionRequest = z.infer<typeof SummariseSectionRequestSchema>;
export const SummariseSectionResponseSchema = z.object({ points: z.array(z.string()) });
export type SummariseSectionResponse = z.infer<typeof SummariseSectionResponseSchema>;

export const CreateSummaryRequestSchema = z.object({
  subject: detail('subject', 200),
  qualification: detail('qualification', 100),
  topic: detail('topic', 200),
  examBoard: optionalDetail('examBoard', 100),
  /** Omitted: the student's saved preference (Preferences.summaryLength), else `standard`. */
  length: SummaryLengthSchema.optional(),
  originalOcrText: sourceText('originalOcrText'),
  columnFixedText: sourceText('columnFixedText'),
  userEditedText: sourceText('userEditedText'),
  /**
   * The photos of the pages in page order, each as base64 (optionally a data: URL). When sent,
   * `photoUrl` is ignored; the text fields hold all pages' text joined in the same order.
   */
  photos: z.array(photoBase64).max(MAX_SUMMARY_PHOTOS, TOO_MANY_PHOTOS).optional(),
  /**
   * Points already made section by section (POST /api/summaries/sections), in order. When sent the
   * server does not summarise again; it checks each point is drawn from the sent text (ADR 0021).
   */
  points: z
    .array(z.string({ error: 'points must be text' }).trim().min(1).max(5000, 'points must be at most 5000 characters'))
    .min(1, 'points must not be empty')
    .max(MAX_SUMMARY_POINTS, `points must be at most ${MAX_SUMMARY_POINTS}`)
    .optional(),
  /** One photo's base64 (optionally a data: URL), or empty for none: what clients before `photos` send. */
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
