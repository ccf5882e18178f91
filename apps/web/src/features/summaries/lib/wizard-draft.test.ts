import { describe, expect, it } from 'vitest';
import { draftKey, readDraft, readDraftBackup } from '@/lib/drafts';
import { pastedPage, type ReviewPage } from './wizard-pages';
import {
  CurrentWizardDraftSchema,
  LegacyWizardDraftSchema,
  WIZARD_DRAFT_NAME,
  fromLegacyDraft,
  fromWizardDraft,
  toWizardDraft,
  WizardDraftSchema,
  type WizardState,
} from './wizard-draft';

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

describe('drafts from the one-photo wizard', () => {
  const key = draftKey('alice', WIZARD_DRAFT_NAME);
  const savedAt = Date.UTC(2026, 10, 20, 18, 30);
  /** As the one-photo wizard stored it (commit c6de8ed): one OCR reading and the edited text. */
  const oldEnvelope = {
    version: 1,
    savedAt,
    data: {
      stage: 'review',
      details: { subject: 'Biology', qualification: 'A-Level', topic: 'Photosynthesis', examBoard: 'AQA' },
      ocr: {
        extractedText: 'Light dependent reactions happen in the thylakoid.',
        originalOcrText: 'Light dependant reactions happen in the thylakoid',
        confidence: 87.5,
        layoutComplexity: 'simple',
      },
      text: 'Light dependent reactions happen in the thylakoid membrane. My own note: ATP is made here.',
    },
  };

  it('restores the typed text as one page at the review step, with the details', () => {
    window.localStorage.setItem(key, JSON.stringify(oldEnvelope));
    const restored = readDraft(key, WizardDraftSchema, savedAt + 60_000);
    expect(restored?.savedAt).toBe(savedAt);
    const state = fromWizardDraft(restored!.data);
    expect(state.stage).toBe('review');
    expect(state.details).toEqual(oldEnvelope.data.details);
    expect(state.sources).toEqual([]);
    expect(state.pages).toHaveLength(1);
    expect(state.pages[0]).toMatchObject({
      origin: 'photo',
      read: 'ocr',
      text: oldEnvelope.data.text,
      extractedText: oldEnvelope.data.ocr.extractedText,
      originalOcrText: oldEnvelope.data.ocr.originalOcrText,
      confidence: 87.5,
      layoutComplexity: 'simple',
    });
    // The photo's bytes were never kept: the page is a loose one, with no file to look for.
    expect(state.pages[0]?.sourceId).toBeUndefined();
    // What is restored is today's shape, so the next autosave writes it as such.
    expect(CurrentWizardDraftSchema.safeParse(toWizardDraft(state)).success).toBe(true);
    expect(readDraftBackup(key)).toBeNull();
  });

  it('keeps the details of an old draft without text at the upload step', () => {
    const data = { ...oldEnvelope.data, stage: 'upload', ocr: null, text: '' };
    window.localStorage.setItem(key, JSON.stringify({ ...oldEnvelope, data }));
    const state = fromWizardDraft(readDraft(key, WizardDraftSchema, savedAt)!.data);
    expect(state).toEqual({ stage: 'upload', details: data.details, sources: [], pages: [] });
  });

  it('keeps pasted text without a reading, and the text when the old reading no longer parses', () => {
    expect(fromLegacyDraft(LegacyWizardDraftSchema.parse({ ...oldEnvelope.data, ocr: null })).pages[0]).toMatchObject({
      origin: 'paste',
      text: oldEnvelope.data.text,
      extractedText: oldEnvelope.data.text,
      confidence: null,
    });
    const damaged = { ...oldEnvelope.data, ocr: { extractedText: 5, confidence: 'high', words: 'x' } };
    const state = WizardDraftSchema.parse(damaged);
    expect(state.stage).toBe('review');
    expect(state.pages[0]).toMatchObject({ text: oldEnvelope.data.text, extractedText: '', confidence: null });
    expect(state.pages[0]?.words).toBeUndefined();
  });

  it('keeps a draft it still cannot read under the backup key', () => {
    const raw = JSON.stringify({ ...oldEnvelope, data: { stage: 'review', photos: ['p1'] } });
    window.localStorage.setItem(key, raw);
    expect(readDraft(key, WizardDraftSchema, savedAt)).toBeNull();
    expect(window.localStorage.getItem(key)).toBeNull();
    expect(readDraftBackup(key)).toEqual({ raw, backedUpAt: savedAt });
  });
});
