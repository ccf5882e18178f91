import { describe, expect, it } from 'vitest';
import { fallbackAnkiFileName, fileNameFromDisposition } from './export-anki';

describe('fileNameFromDisposition', () => {
  it.each([
    ['attachment; filename="revisely-anki-2026-11-22.apkg"', 'revisely-anki-2026-11-22.apkg'],
    ['attachment; filename=revisely-anki-2026-11-22.apkg', 'revisely-anki-2026-11-22.apkg'],
    ['attachment; filename*=UTF-8\'\'revisely%20anki.apkg; filename="fallback.apkg"', 'revisely anki.apkg'],
  ])('reads %s', (header, name) => {
    expect(fileNameFromDisposition(header)).toBe(name);
  });

  it('returns null without a file name', () => {
    expect(fileNameFromDisposition(null)).toBeNull();
    expect(fileNameFromDisposition('attachment')).toBeNull();
  });

  it('dates the fallback name', () => {
    expect(fallbackAnkiFileName(new Date(2026, 0, 5))).toBe('revisely-anki-2026-01-05.apkg');
  });
});
