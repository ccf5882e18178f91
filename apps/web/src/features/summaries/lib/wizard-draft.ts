import { OcrResultSchema, type OcrResult } from '@revisely/contracts';
import { z } from 'zod';
import type { StudyDetails } from '@/features/summaries/components/wizard/study-details-step';
import type { WizardStage } from '@/features/summaries/lib/wizard-stages';

export const WIZARD_DRAFT_NAME = 'summary-wizard';

/** The photo is not kept (too big for local storage): it is picked again, or the summary saved without it. */
export const WizardDraftSchema = z.object({
  stage: z.enum(['input', 'upload', 'review']),
  details: z.object({ subject: z.string(), qualification: z.string(), topic: z.string(), examBoard: z.string() }),
  ocr: OcrResultSchema.nullable(),
  text: z.string(),
});
export type WizardDraft = z.infer<typeof WizardDraftSchema>;

export interface WizardState {
  stage: WizardStage;
  details: StudyDetails;
  ocr: OcrResult | null;
  text: string;
}

/** What to keep of the wizard, or null when there is nothing worth keeping. */
export function toWizardDraft({ stage, details, ocr, text }: WizardState): WizardDraft | null {
  if (stage === 'complete') return null;
  const blank = !ocr && !text && Object.values(details).every((value) => !value.trim());
  if (blank) return null;
  // A request in flight does not survive a reload, so the draft resumes just before it.
  const resume = stage === 'processing' ? 'upload' : stage === 'generating' ? 'review' : stage;
  return { stage: resume, details, ocr, text };
}

export function fromWizardDraft(draft: WizardDraft): WizardState {
  return { ...draft, stage: draft.stage === 'review' && !draft.ocr ? 'upload' : draft.stage };
}
