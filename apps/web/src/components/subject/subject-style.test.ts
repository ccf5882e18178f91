import { KNOWN_SUBJECTS } from '@revisely/contracts';
import { BookOpenIcon } from 'lucide-react';
import { describe, expect, it } from 'vitest';
import { matchSubject, subjectStyle } from './subject-style';

describe('subjectStyle', () => {
  it('gives every spec subject its own style, not the default', () => {
    for (const subject of KNOWN_SUBJECTS) {
      const style = subjectStyle(subject);
      expect(style.subject).toBe(subject);
      expect(style.icon).not.toBe(BookOpenIcon);
      expect(style.tileClassName).not.toContain('gray');
    }
  });

  it('matches case-insensitively and by leading word', () => {
    expect(matchSubject('  biology ')).toBe('Biology');
    expect(matchSubject('Business Studies')).toBe('Business');
    expect(matchSubject('English Literature')).toBe('English');
    expect(matchSubject('Mandarin Chinese')).toBe('Mandarin');
    expect(matchSubject('Art & Design')).toBe('Art');
    expect(matchSubject('Environmental Science')).toBe('Environmental Science');
  });

  it('uses the default grey and generic icon for unknown subjects', () => {
    for (const subject of ['Underwater Basket Weaving', 'Artificial Intelligence', '', null, undefined]) {
      const style = subjectStyle(subject);
      expect(style.subject).toBeNull();
      expect(style.icon).toBe(BookOpenIcon);
      expect(style.tileClassName).toContain('gray');
    }
  });
});
