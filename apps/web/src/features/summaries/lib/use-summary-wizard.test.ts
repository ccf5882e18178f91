import type { OcrResult } from '@revisely/contracts';
import { describe, expect, it } from 'vitest';
import type { CreatedSummary } from '@/features/summaries/api/create-summary';
import { pageFromOcr, type SourceFile } from '@/features/summaries/lib/wizard-pages';
import { EMPTY_DETAILS, summaryWizardReducer, type SummaryWizard } from './use-summary-wizard';

const details = { subject: 'Biology', qualification: 'GCSE', topic: 'Cells', examBoard: 'AQA' };
const ocr = { extractedText: 'Read text', originalOcrText: 'Read  text', confidence: 90 } as OcrResult;
const photo = (id: string): SourceFile => ({ id, file: new File(['x'], `${id}.png`), kind: 'photo' });
const page = { ...pageFromOcr(photo('a'), ocr), id: 'p1', text: 'Edited' };

const base: SummaryWizard = {
  stage: 'review',
  details,
  sources: [{ id: 'a', name: 'a.png', kind: 'photo' }],
  pages: [page],
  files: [photo('a')],
  progress: null,
  detailsErrors: true,
  textError: true,
  result: { id: 's1' } as CreatedSummary,
  flashcardsOpen: true,
  showRestored: true,
};

describe('summaryWizardReducer', () => {
  it('clears the text error only once a page has text', () => {
    expect(summaryWizardReducer(base, { type: 'pageTextChanged', id: 'p1', text: '  ' }).textError).toBe(true);
    const next = summaryWizardReducer(base, { type: 'pageTextChanged', id: 'p1', text: 'x' });
    expect(next.textError).toBe(false);
    expect(next.pages[0]?.text).toBe('x');
  });

  it('takes the pages read for editing and moves to review', () => {
    const next = summaryWizardReducer(
      { ...base, stage: 'processing', progress: 'Reading page 1 of 1…' },
      { type: 'pagesRead', pages: [page] },
    );
    expect(next).toMatchObject({ pages: [page], textError: false, stage: 'review', progress: null });
  });

  it('drops a removed file with its pages and names the files for the draft', () => {
    const next = summaryWizardReducer(base, { type: 'filesChanged', files: [photo('b')] });
    expect(next.pages).toEqual([]);
    expect(next.sources).toEqual([{ id: 'b', name: 'b.png', kind: 'photo' }]);
  });

  it('keeps the text of pages whose file was not found after a reload', () => {
    const next = summaryWizardReducer(base, { type: 'filesRestored', files: [] });
    expect(next.files).toEqual([]);
    expect(next.pages).toHaveLength(1);
    expect(next.pages[0]).toMatchObject({ text: 'Edited' });
    expect(next.pages[0]?.sourceId).toBeUndefined();
  });

  it('Paste text instead adds one empty page and goes to review', () => {
    const next = summaryWizardReducer({ ...base, stage: 'upload', pages: [] }, { type: 'pasteChosen' });
    expect(next.stage).toBe('review');
    expect(next.pages).toHaveLength(1);
    expect(next.pages[0]).toMatchObject({ origin: 'paste', text: '' });
    expect(summaryWizardReducer(next, { type: 'pasteChosen' }).pages).toHaveLength(1);
  });

  it('Start over empties the wizard but keeps the marks and note; discarding the draft clears those too', () => {
    const started = summaryWizardReducer(base, { type: 'startedOver' });
    expect(started).toMatchObject({ details: EMPTY_DETAILS, files: [], sources: [], pages: [], result: null });
    expect(started).toMatchObject({ stage: 'input', detailsErrors: true, textError: true, showRestored: true });
    const discarded = summaryWizardReducer(base, { type: 'draftDiscarded' });
    expect(discarded).toMatchObject({ stage: 'input', detailsErrors: false, textError: false, showRestored: false });
  });

  it('merges details saved from the flashcards dialog', () => {
    const next = summaryWizardReducer(base, { type: 'detailsSaved', details: { examBoard: 'OCR' } });
    expect(next.details).toEqual({ ...details, examBoard: 'OCR' });
  });
});
