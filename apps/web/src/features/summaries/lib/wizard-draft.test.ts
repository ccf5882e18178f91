import { describe, expect, it } from 'vitest';
import { pastedPage, type ReviewPage } from './wizard-pages';
import { fromWizardDraft, toWizardDraft, WizardDraftSchema, type WizardState } from './wizard-draft';

const details = { subject: 'History', qualification: 'IB', topic: 'Industry', examBoard: '' };
const page: ReviewPage = { ...pastedPage(), text: 'a' };
const sources = [{ id: 'f1', name: 'one.png', kind: 'photo' as const }];

describe('wizard drafts', () => {
  it('keeps nothing for an untouched or finished wizard', () => {
    const empty: WizardState = {
      stage: 'input',
      details: { subject: ' ', qualification: '', topic: '', examBoard: '' },
      sources: [],
      pages: [],
    };
    expect(toWizardDraft(empty)).toBeNull();
    expect(toWizardDraft({ stage: 'complete', details, sources, pages: [page] })).toBeNull();
  });

  it('resumes a request in flight from the stage before it, keeping the files and pages', () => {
    expect(toWizardDraft({ stage: 'processing', details, sources, pages: [] })?.stage).toBe('upload');
    const draft = toWizardDraft({ stage: 'generating', details, sources, pages: [page] });
    expect(draft).toEqual({ stage: 'review', details, sources, pages: [page] });
    expect(WizardDraftSchema.safeParse(JSON.parse(JSON.stringify(draft))).success).toBe(true);
  });

  it('drops OCR words from a draft that would be too big, keeping the text', () => {
    const box = { x: 0, y: 0, w: 0.1, h: 0.1 };
    const wordy = { ...page, words: Array.from({ length: 3001 }, () => ({ text: 'w', confidence: 50, box })) };
    const draft = toWizardDraft({ stage: 'review', details, sources, pages: [wordy] });
    expect(draft?.pages[0]?.words).toBeUndefined();
    expect(draft?.pages[0]?.text).toBe('a');
  });

  it('sends a review draft without pages back to upload', () => {
    expect(fromWizardDraft({ stage: 'review', details, sources, pages: [] }).stage).toBe('upload');
    expect(fromWizardDraft({ stage: 'review', details, sources, pages: [page] }).stage).toBe('review');
  });
});
