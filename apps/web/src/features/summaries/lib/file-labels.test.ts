import { describe, expect, it } from 'vitest';
import { describeFileType, formatFileSize } from './file-labels';

describe('file labels', () => {
  it('formats sizes in B, KB and MB', () => {
    expect(formatFileSize(512)).toBe('512 B');
    expect(formatFileSize(2048)).toBe('2.0 KB');
    expect(formatFileSize(3.5 * 1024 * 1024)).toBe('3.5 MB');
  });

  it('names the type by its MIME subtype, else its extension', () => {
    expect(describeFileType({ name: 'a.png', type: 'image/png' })).toBe('PNG');
    expect(describeFileType({ name: 'a.webp', type: '' })).toBe('WEBP');
    expect(describeFileType({ name: 'notes', type: '' })).toBe('UNKNOWN');
  });
});
