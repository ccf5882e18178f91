import { describe, expect, it } from 'vitest';
import { fromWizardDraft, toWizardDraft, type WizardState } from './wizard-draft';

const details = { subject: 'History', qualification: 'IB', topic: 'Industry', examBoard: '' };
const ocr = { extractedText: 'a', originalOcrText: 'a', confidence: 80, layoutComplexity: 'simple' as const };

describe('wizard drafts', () => {
  it('keeps nothing for an untouched or finished wizard', () => {
    const empty: WizardState = {
      stage: 'input',
      details: { subject: ' ', qualification: '', topic: '', examBoard: '' },
      ocr: null,
      text: '',
    };
    expect(toWizardDraft(empty)).toBeNull();
    expect(toWizardDraft({ stage: 'complete', details, ocr, text: 'a' })).toBeNull();
  });

  it('resumes a request in flight from the stage before it', () => {
    expect(toWizardDraft({ stage: 'processing', details, ocr: null, text: '' })?.stage).toBe('upload');
    expect(toWizardDraft({ stage: 'generating', details, ocr, text: 'b' })).toEqual({
      stage: 'review',
      details,
      ocr,
      text: 'b',
    });
  });

  it('sends a review draft without its OCR result back to upload', () => {
    expect(fromWizardDraft({ stage: 'review', details, ocr: null, text: '' }).stage).toBe('upload');
    expect(fromWizardDraft({ stage: 'review', details, ocr, text: 'a' }).stage).toBe('review');
  });
});
