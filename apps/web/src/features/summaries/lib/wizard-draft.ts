import { z } from 'zod';
import type { StudyDetails } from '@/features/summaries/components/wizard/study-details-step';
import { ReviewPageSchema, type ReviewPage } from '@/features/summaries/lib/wizard-pages';
import type { WizardStage } from '@/features/summaries/lib/wizard-stages';

export const WIZARD_DRAFT_NAME = 'summary-wizard';

/** The chosen files' names and order; their bytes are kept apart, in IndexedDB (wizard-file-store.ts). */
export const DraftSourceSchema = z.object({ id: z.string(), name: z.string(), kind: z.enum(['photo', 'document']) });
export type DraftSource = z.infer<typeof DraftSourceSchema>;

/** Pages' OCR words past this many are dropped from the draft: local storage holds about 1 MB of drafts. */
const DRAFT_MAX_WORDS = 3000;

export const WizardDraftSchema = z.object({
  stage: z.enum(['input', 'upload', 'review']),
  details: z.object({ subject: z.string(), qualification: z.string(), topic: z.string(), examBoard: z.string() }),
  sources: z.array(DraftSourceSchema),
  pages: z.array(ReviewPageSchema),
});
export type WizardDraft = z.infer<typeof WizardDraftSchema>;

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
