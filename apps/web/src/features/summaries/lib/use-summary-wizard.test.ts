import type { OcrResult } from '@revisely/contracts';
import { describe, expect, it } from 'vitest';
import type { CreatedSummary } from '@/features/summaries/api/create-summary';
import { EMPTY_DETAILS, summaryWizardReducer, type SummaryWizard } from './use-summary-wizard';

const details = { subject: 'Biology', qualification: 'GCSE', topic: 'Cells', examBoard: 'AQA' };
const ocr = { extractedText: 'Read text', originalOcrText: 'Read  text' } as OcrResult;

const base: SummaryWizard = {
  stage: 'review',
  details,
  ocr,
  text: 'Edited',
  detailsErrors: true,
  image: new File(['x'], 'notes.png'),
  textError: true,
  result: { id: 's1' } as CreatedSummary,
  flashcardsOpen: true,
  showRestored: true,
};

describe('summaryWizardReducer', () => {
  it('clears the text error only once the text is not blank', () => {
    expect(summaryWizardReducer(base, { type: 'textChanged', text: '  ' }).textError).toBe(true);
    expect(summaryWizardReducer(base, { type: 'textChanged', text: 'x' })).toMatchObject({
      text: 'x',
      textError: false,
    });
  });

  it('takes the extracted text for editing and moves to review', () => {
    const next = summaryWizardReducer({ ...base, stage: 'processing' }, { type: 'textExtracted', ocr });
    expect(next).toMatchObject({ ocr, text: 'Read text', textError: false, stage: 'review' });
  });

  it('Start over empties the wizard but keeps the marks and note; discarding the draft clears those too', () => {
    const started = summaryWizardReducer(base, { type: 'startedOver' });
    expect(started).toMatchObject({ details: EMPTY_DETAILS, image: null, ocr: null, text: '', result: null });
    expect(started).toMatchObject({ stage: 'input', detailsErrors: true, textError: true, showRestored: true });
    const discarded = summaryWizardReducer(base, { type: 'draftDiscarded' });
    expect(discarded).toMatchObject({ stage: 'input', detailsErrors: false, textError: false, showRestored: false });
  });

  it('merges details saved from the flashcards dialog', () => {
    const next = summaryWizardReducer(base, { type: 'detailsSaved', details: { examBoard: 'OCR' } });
    expect(next.details).toEqual({ ...details, examBoard: 'OCR' });
  });
});
