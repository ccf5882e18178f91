import { MAX_IMAGE_BYTES } from '@revisely/contracts';
import { describe, expect, it } from 'vitest';
import { checkImageFile, describeFileType, firstImage, formatFileSize, IMAGE_PROBLEMS } from './image-file-checks';

const file = (name: string, type: string, size = 1000) => ({ name, type, size });

describe('checkImageFile', () => {
  it('accepts JPEG, PNG and WEBP', () => {
    for (const f of [
      file('a.jpg', 'image/jpeg'),
      file('b.png', 'image/png'),
      file('c.webp', 'image/webp'),
      file('d.jpeg', ''),
      file('E.PNG', 'application/octet-stream'),
    ]) {
      expect(checkImageFile(f)).toBeNull();
    }
  });

  it('rejects HEIC and HEIF by type or by extension with the iPhone message', () => {
    for (const f of [
      file('IMG_0001.HEIC', 'image/heic'),
      file('photo.heif', 'image/heif'),
      file('photo.heic', ''),
      file('renamed.jpg', 'image/heic-sequence'),
    ]) {
      expect(checkImageFile(f)).toBe(IMAGE_PROBLEMS.heic);
    }
    expect(IMAGE_PROBLEMS.heic.title).toBe('iPhone Photo Format Detected');
    expect(IMAGE_PROBLEMS.heic.description).toContain('Most Compatible');
  });

  it('accepts any other image type, and a known extension whatever the type (spec §5)', () => {
    for (const f of [
      file('a.gif', 'image/gif'),
      file('scan.bmp', 'image/bmp'),
      file('photo.JPG', 'text/plain'),
      file('page.webp', 'binary/octet-stream'),
    ]) {
      expect(checkImageFile(f)).toBeNull();
    }
  });

  it('rejects other types as unsupported', () => {
    for (const f of [
      file('notes.pdf', 'application/pdf'),
      file('x.txt', 'text/plain'),
      file('a.bmp', ''),
      file('notes.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'),
    ]) {
      expect(checkImageFile(f)).toBe(IMAGE_PROBLEMS.unsupported);
    }
    expect(IMAGE_PROBLEMS.unsupported.title).toBe('Unsupported File Type');
  });

  it('allows exactly 15MB and rejects one byte more', () => {
    expect(MAX_IMAGE_BYTES).toBe(15_728_640);
    expect(checkImageFile(file('a.png', 'image/png', MAX_IMAGE_BYTES))).toBeNull();
    const problem = checkImageFile(file('a.png', 'image/png', MAX_IMAGE_BYTES + 1));
    expect(problem).toBe(IMAGE_PROBLEMS['too-large']);
    expect(`${problem?.title}: ${problem?.description}`).toBe('File Too Large: Image must be smaller than 15MB...');
  });

  it('reports the format before the size, so a huge HEIC gets the iPhone advice', () => {
    expect(checkImageFile(file('big.heic', 'image/heic', MAX_IMAGE_BYTES * 2))).toBe(IMAGE_PROBLEMS.heic);
  });
});

describe('firstImage', () => {
  it('picks the first image among dropped files, HEIC included so it gets its own message', () => {
    expect(firstImage([file('a.txt', 'text/plain'), file('b.heic', ''), file('c.png', 'image/png')])?.name).toBe(
      'b.heic',
    );
  });

  it('returns null when a drop holds no image', () => {
    expect(firstImage([file('a.txt', 'text/plain'), file('b.pdf', 'application/pdf')])).toBeNull();
    expect(firstImage([])).toBeNull();
    expect(IMAGE_PROBLEMS['no-image'].title).toBe('No Image Found');
  });
});

describe('preview labels', () => {
  it('formats sizes and types', () => {
    expect(formatFileSize(512)).toBe('512 B');
    expect(formatFileSize(2048)).toBe('2.0 KB');
    expect(formatFileSize(3.5 * 1024 * 1024)).toBe('3.5 MB');
    expect(describeFileType(file('a.png', 'image/png'))).toBe('PNG');
    expect(describeFileType(file('a.webp', ''))).toBe('WEBP');
  });
});
