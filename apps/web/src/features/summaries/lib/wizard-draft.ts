import { OcrLineCheckSchema, OcrWordSchema } from '@revisely/contracts';
import { z } from 'zod';
import type { StudyDetails } from '@/features/summaries/components/wizard/study-details-step';
import { ReviewPageSchema, newPageId, type ReviewPage } from '@/features/summaries/lib/wizard-pages';
import type { WizardStage } from '@/features/summaries/lib/wizard-stages';

export const WIZARD_DRAFT_NAME = 'summary-wizard';

/** The chosen files' names and order; their bytes are kept apart, in IndexedDB (wizard-file-store.ts). */
export const DraftSourceSchema = z.object({ id: z.string(), name: z.string(), kind: z.enum(['photo', 'document']) });
export type DraftSource = z.infer<typeof DraftSourceSchema>;

/** Pages' OCR words past this many are dropped from the draft: local storage holds about 1 MB of drafts. */
const DRAFT_MAX_WORDS = 3000;

const DraftStageSchema = z.enum(['input', 'upload', 'review']);
const DraftDetailsSchema = z.object({
  subject: z.string(),
  qualification: z.string(),
  topic: z.string(),
  examBoard: z.string(),
});

/** The draft as this version of the wizard writes it. */
export const CurrentWizardDraftSchema = z.object({
  stage: DraftStageSchema,
  details: DraftDetailsSchema,
  sources: z.array(DraftSourceSchema),
  pages: z.array(ReviewPageSchema),
});
export type WizardDraft = z.infer<typeof CurrentWizardDraftSchema>;

/**
 * The draft of the one-photo wizard (before several pages, ADR 0021): one OCR reading and the text
 * as the student edited it. Read leniently: a part that no longer parses is left out, never the text.
 */
export const LegacyWizardDraftSchema = z.object({
  stage: DraftStageSchema.catch('upload'),
  details: z
    .object({
      subject: z.string().catch(''),
      qualification: z.string().catch(''),
      topic: z.string().catch(''),
      examBoard: z.string().catch(''),
    })
    .catch({ subject: '', qualification: '', topic: '', examBoard: '' }),
  ocr: z
    .object({
      extractedText: z.string().catch(''),
      originalOcrText: z.string().catch(''),
      confidence: z.number().nullable().catch(null),
      layoutComplexity: z.enum(['simple', 'moderate', 'complex']).optional().catch(undefined),
      words: z.array(OcrWordSchema).optional().catch(undefined),
      linesToCheck: z.array(OcrLineCheckSchema).optional().catch(undefined),
    })
    .nullable()
    .catch(null),
  text: z.string(),
});
export type LegacyWizardDraft = z.infer<typeof LegacyWizardDraftSchema>;

/**
 * An old draft in today's shape: its text is one page at the review step and its details are kept.
 * Its photo was never kept, so the page is a loose one (as when a file is not found after a reload).
 */
export function fromLegacyDraft({ stage, details, ocr, text }: LegacyWizardDraft): WizardDraft {
  const pages: ReviewPage[] = [];
  if (ocr || text.trim()) {
    pages.push({
      id: newPageId(ocr ? 'page' : 'paste'),
      origin: ocr ? 'photo' : 'paste',
      text,
      extractedText: ocr?.extractedText ?? text,
      originalOcrText: ocr?.originalOcrText ?? text,
      confidence: ocr?.confidence ?? null,
      ...(ocr ? { read: 'ocr' as const } : {}),
      ...(ocr?.layoutComplexity ? { layoutComplexity: ocr.layoutComplexity } : {}),
      ...(ocr?.words ? { words: ocr.words } : {}),
      ...(ocr?.linesToCheck ? { linesToCheck: ocr.linesToCheck } : {}),
    });
  }
  // The details step stays where the student was; otherwise text to check means the review step.
  const resume = stage === 'input' ? 'input' : pages.length > 0 ? 'review' : 'upload';
  return { stage: resume, details, sources: [], pages };
}

/** What a stored draft is read with: today's shape, or the one-photo wizard's converted to it. */
export const WizardDraftSchema = z.union([
  CurrentWizardDraftSchema,
  LegacyWizardDraftSchema.transform(fromLegacyDraft),
]);

export interface WizardState {
  stage: WizardStage;
  details: StudyDetails;
  sources: DraftSource[];
  pages: ReviewPage[];
}

/** What to keep of the wizard, or null when there is nothing worth keeping. */
export function toWizardDraft({ stage, details, sources, pages }: WizardState): WizardDraft | null {
  if (stage === 'complete') return null;
  const blank = sources.length === 0 && pages.length === 0 && Object.values(details).every((value) => !value.trim());
  if (blank) return null;
  // A request in flight does not survive a reload, so the draft resumes just before it.
  const resume = stage === 'processing' ? 'upload' : stage === 'generating' ? 'review' : stage;
  const words = pages.reduce((total, page) => total + (page.words?.length ?? 0), 0);
  // Without its words a page still has its text and lines to check; only the word chips are lost.
  const kept = words > DRAFT_MAX_WORDS ? pages.map(({ words: _dropped, ...page }) => page) : pages;
  return { stage: resume, details, sources, pages: kept };
}

export function fromWizardDraft(draft: WizardDraft): WizardState {
  return { ...draft, stage: draft.stage === 'review' && draft.pages.length === 0 ? 'upload' : draft.stage };
}

export type { ReviewPage };
