import { describe, expect, it } from 'vitest';
import { feedbackFormData } from '../api/submit-feedback';
import { ATTACHMENT_TOO_LARGE, ATTACHMENT_WRONG_TYPE, attachmentProblem, validateFeedback } from './validate-feedback';

const valid = {
  category: 'summaries' as const,
  customCategory: '',
  subject: 'Export',
  message: 'Please add PDF export',
};

describe('validateFeedback', () => {
  it('accepts a complete form', () => {
    expect(validateFeedback(valid)).toEqual({});
  });

  it('requires subject and message', () => {
    expect(validateFeedback({ ...valid, subject: '  ', message: '' })).toEqual({
      subject: 'Missing subject',
      message: 'Missing message',
    });
  });

  it('requires a custom category only when the category is other', () => {
    expect(validateFeedback({ ...valid, category: 'other' })).toEqual({ customCategory: 'Missing category' });
    expect(validateFeedback({ ...valid, category: 'other', customCategory: 'Exports' })).toEqual({});
    expect(validateFeedback({ ...valid, category: 'flashcards', customCategory: '' })).toEqual({});
  });

  it('reports a missing custom category together with the other missing fields', () => {
    expect(validateFeedback({ ...valid, category: 'other', customCategory: ' ', subject: '' })).toEqual({
      customCategory: 'Missing category',
      subject: 'Missing subject',
    });
  });

  it('enforces the length limits', () => {
    expect(validateFeedback({ ...valid, subject: 'x'.repeat(101) }).subject).toMatch(/100/);
    expect(validateFeedback({ ...valid, message: 'x'.repeat(1001) }).message).toMatch(/1000/);
    expect(validateFeedback({ ...valid, subject: 'x'.repeat(100), message: 'x'.repeat(1000) })).toEqual({});
  });
});

describe('attachmentProblem', () => {
  it('accepts images up to 5MB', () => {
    expect(attachmentProblem({ name: 'a.png', type: 'image/png', size: 5 * 1024 * 1024 })).toBeNull();
  });

  it('rejects larger files with the spec message', () => {
    expect(attachmentProblem({ name: 'a.png', type: 'image/png', size: 5 * 1024 * 1024 + 1 })).toBe(
      ATTACHMENT_TOO_LARGE,
    );
    expect(ATTACHMENT_TOO_LARGE).toBe('File too large: Maximum file size is 5MB');
  });

  it('rejects files that are not JPEG, PNG or WEBP', () => {
    expect(attachmentProblem({ name: 'a.pdf', type: 'application/pdf', size: 10 })).toBe(ATTACHMENT_WRONG_TYPE);
    expect(attachmentProblem({ name: 'a.heic', type: 'image/heic', size: 10 })).toBe(ATTACHMENT_WRONG_TYPE);
    expect(attachmentProblem({ name: 'a.webp', type: '', size: 10 })).toBeNull();
  });
});

describe('feedbackFormData', () => {
  const base = {
    email: 'sam@example.com',
    feedbackType: 'bug-report' as const,
    category: 'summaries' as const,
    customCategory: 'ignored',
    subject: ' Crash ',
    message: ' It crashed ',
    priorityLevel: 'high' as const,
    contactPermission: true,
    attachment: null,
  };

  it('sends every field as text, with contactPermission as true/false', () => {
    const form = feedbackFormData(base);
    expect(Object.fromEntries(form.entries())).toEqual({
      email: 'sam@example.com',
      feedbackType: 'bug-report',
      category: 'summaries',
      subject: 'Crash',
      message: 'It crashed',
      priorityLevel: 'high',
      contactPermission: 'true',
    });
    expect(feedbackFormData({ ...base, contactPermission: false }).get('contactPermission')).toBe('false');
  });

  it('adds the custom category when the category is other, and the attachment when present', () => {
    const file = new File([new Uint8Array([1, 2, 3])], 'shot.png', { type: 'image/png' });
    const form = feedbackFormData({ ...base, category: 'other', customCategory: ' Exports ', attachment: file });
    expect(form.get('customCategory')).toBe('Exports');
    const sent = form.get('attachment');
    expect(sent).toBeInstanceOf(File);
    expect((sent as File).name).toBe('shot.png');
  });
});
