import type { OcrResult } from '@revisely/contracts';
import { useReducer } from 'react';
import type { CreatedSummary } from '@/features/summaries/api/create-summary';
import type { StudyDetails } from '@/features/summaries/components/wizard/study-details-step';
import type { WizardState } from '@/features/summaries/lib/wizard-draft';
import type { WizardStage } from '@/features/summaries/lib/wizard-stages';

export const EMPTY_DETAILS: StudyDetails = { subject: '', qualification: '', topic: '', examBoard: '' };

/** Everything the summary wizard screen holds, in one place so each step changes it in one go. */
export interface SummaryWizard extends WizardState {
  /** Set after a Continue with gaps, so the empty required details are marked. */
  detailsErrors: boolean;
  /** Not kept in the draft: a reload asks for the photo again. */
  image: File | null;
  /** Set after Generate with no text. */
  textError: boolean;
  result: CreatedSummary | null;
  flashcardsOpen: boolean;
  /** The "draft restored" note shows until the draft is finished or discarded. */
  showRestored: boolean;
}

export type SummaryWizardAction =
  | { type: 'detailsChanged'; details: StudyDetails }
  | { type: 'detailsIncomplete' }
  | { type: 'detailsAccepted' }
  | { type: 'stageChanged'; stage: WizardStage }
  | { type: 'imageChosen'; image: File | null }
  | { type: 'textExtracted'; ocr: OcrResult }
  | { type: 'textChanged'; text: string }
  | { type: 'textMissing' }
  | { type: 'summaryCreated'; result: CreatedSummary }
  | { type: 'flashcardsOpenChanged'; open: boolean }
  | { type: 'detailsSaved'; details: Partial<StudyDetails> }
  | { type: 'startedOver' }
  | { type: 'draftDiscarded' };

function startOver(state: SummaryWizard): SummaryWizard {
  return { ...state, details: EMPTY_DETAILS, image: null, ocr: null, text: '', result: null, stage: 'input' };
}

export function summaryWizardReducer(state: SummaryWizard, action: SummaryWizardAction): SummaryWizard {
  switch (action.type) {
    case 'detailsChanged':
      return { ...state, details: action.details };
    case 'detailsIncomplete':
      return { ...state, detailsErrors: true };
    case 'detailsAccepted':
      return { ...state, detailsErrors: false, stage: 'upload' };
    case 'stageChanged':
      return { ...state, stage: action.stage };
    case 'imageChosen':
      return { ...state, image: action.image };
    case 'textExtracted':
      return { ...state, ocr: action.ocr, text: action.ocr.extractedText, textError: false, stage: 'review' };
    case 'textChanged':
      return { ...state, text: action.text, textError: action.text.trim() ? false : state.textError };
    case 'textMissing':
      return { ...state, textError: true };
    case 'summaryCreated':
      return { ...state, showRestored: false, result: action.result, stage: 'complete' };
    case 'flashcardsOpenChanged':
      return { ...state, flashcardsOpen: action.open };
    case 'detailsSaved':
      return { ...state, details: { ...state.details, ...action.details } };
    case 'startedOver':
      return startOver(state);
    case 'draftDiscarded':
      return { ...startOver(state), detailsErrors: false, textError: false, showRestored: false };
  }
}

/** The wizard's state, starting from a restored draft when there is one. */
export function useSummaryWizard(restored: WizardState | null) {
  return useReducer(summaryWizardReducer, restored, (draft) => ({
    stage: draft?.stage ?? 'input',
    details: draft?.details ?? EMPTY_DETAILS,
    ocr: draft?.ocr ?? null,
    text: draft?.text ?? '',
    detailsErrors: false,
    image: null,
    textError: false,
    result: null,
    flashcardsOpen: false,
    showRestored: draft !== null,
  }));
}
