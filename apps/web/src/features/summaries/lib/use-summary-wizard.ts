import { useReducer } from 'react';
import type { CreatedSummary } from '@/features/summaries/api/create-summary';
import type { StudyDetails } from '@/features/summaries/components/wizard/study-details-step';
import type { DraftSource, WizardState } from '@/features/summaries/lib/wizard-draft';
import { pastedPage, type ReviewPage, type SourceFile } from '@/features/summaries/lib/wizard-pages';
import type { WizardStage } from '@/features/summaries/lib/wizard-stages';

export const EMPTY_DETAILS: StudyDetails = { subject: '', qualification: '', topic: '', examBoard: '' };

/** Everything the summary wizard screen holds, in one place so each step changes it in one go. */
export interface SummaryWizard extends WizardState {
  /** Set after a Continue with gaps, so the empty required details are marked. */
  detailsErrors: boolean;
  /** The chosen files in page order; `sources` (kept in the draft) names them. */
  files: SourceFile[];
  /** "Reading page 2 of 3…" while the files are read. */
  progress: string | null;
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
  | { type: 'filesChanged'; files: SourceFile[] }
  /** Files found again in this browser's store after a reload. */
  | { type: 'filesRestored'; files: SourceFile[] }
  | { type: 'readingProgress'; progress: string }
  /** Long material, summarised section by section: "Summarising page 3 of 12…" (or "pages 3–5"). */
  | { type: 'summarisingProgress'; progress: string | null }
  | { type: 'pagesRead'; pages: ReviewPage[] }
  | { type: 'readingFailed' }
  | { type: 'pasteChosen' }
  | { type: 'pageTextChanged'; id: string; text: string }
  | { type: 'textMissing' }
  | { type: 'summaryCreated'; result: CreatedSummary }
  | { type: 'flashcardsOpenChanged'; open: boolean }
  | { type: 'detailsSaved'; details: Partial<StudyDetails> }
  | { type: 'startedOver' }
  | { type: 'draftDiscarded' };

const describeSources = (files: readonly SourceFile[]): DraftSource[] =>
  files.map(({ id, file, kind }) => ({ id, name: file.name, kind }));

function startOver(state: SummaryWizard): SummaryWizard {
  return {
    ...state,
    details: EMPTY_DETAILS,
    files: [],
    sources: [],
    pages: [],
    progress: null,
    result: null,
    stage: 'input',
  };
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
    case 'filesChanged': {
      const ids = new Set(action.files.map((file) => file.id));
      // A removed file's pages go with it; reordered files' pages follow at the next reading.
      const pages = state.pages.filter((page) => page.sourceId === undefined || ids.has(page.sourceId));
      return { ...state, files: action.files, sources: describeSources(action.files), pages };
    }
    case 'filesRestored': {
      // Kept in the draft's order. The pages of a file the store lost keep their text: they stay
      // as loose pages (like pasted text) without a photo to show.
      const byId = new Map(action.files.map((file) => [file.id, file]));
      const files = state.sources.flatMap((source) => byId.get(source.id) ?? []);
      const pages = state.pages.map((page) => {
        if (page.sourceId === undefined || byId.has(page.sourceId)) return page;
        const { sourceId: _lost, ...loose } = page;
        return loose;
      });
      return { ...state, files, sources: describeSources(files), pages };
    }
    case 'readingProgress':
      return { ...state, progress: action.progress, stage: 'processing' };
    case 'summarisingProgress':
      return { ...state, progress: action.progress, stage: 'generating' };
    case 'pagesRead':
      return { ...state, pages: action.pages, progress: null, textError: false, stage: 'review' };
    case 'readingFailed':
      return { ...state, progress: null, stage: 'upload' };
    case 'pasteChosen': {
      const pages = state.pages.some((page) => page.origin === 'paste') ? state.pages : [...state.pages, pastedPage()];
      return { ...state, pages, textError: false, stage: 'review' };
    }
    case 'pageTextChanged': {
      const pages = state.pages.map((page) => (page.id === action.id ? { ...page, text: action.text } : page));
      return { ...state, pages, textError: action.text.trim() ? false : state.textError };
    }
    case 'textMissing':
      return { ...state, textError: true };
    case 'summaryCreated':
      return { ...state, progress: null, showRestored: false, result: action.result, stage: 'complete' };
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
    sources: draft?.sources ?? [],
    pages: draft?.pages ?? [],
    files: [],
    progress: null,
    detailsErrors: false,
    textError: false,
    result: null,
    flashcardsOpen: false,
    showRestored: draft !== null,
  }));
}
