import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Three small printed pages with their truth text (one column, two columns, a photo-like list),
 * made by bench/ocr/dev-set/make-basic-fixtures.ts and committed, so tests read nothing outside
 * the repository.
 */
export const OCR_FIXTURES = path.resolve(import.meta.dirname, 'fixtures/ocr-basic');

export const fixture = (name: string) => readFileSync(path.join(OCR_FIXTURES, name));

/** A 1×1 PNG: the smallest real image for upload tests that do not need OCR. */
export const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

/** The first bytes of an iPhone HEIC photo (ISO-BMFF 'ftyp' box with the 'heic' brand). */
export const HEIC_HEADER = Buffer.concat([
  Buffer.from([0x00, 0x00, 0x00, 0x18]),
  Buffer.from('ftypheic', 'ascii'),
  Buffer.from([0x00, 0x00, 0x00, 0x00]),
  Buffer.from('mif1heic', 'ascii'),
  Buffer.alloc(64),
]);

/** Builds a multipart/form-data body by hand, so tests control every byte. */
export function multipart(
  parts: { name: string; value?: string; file?: { data: Buffer; filename: string; type: string } }[],
) {
  const boundary = `----revisely${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const p of parts) {
    chunks.push(Buffer.from(`--${boundary}\r\n`));
    if (p.file) {
      chunks.push(
        Buffer.from(
          `Content-Disposition: form-data; name="${p.name}"; filename="${p.file.filename}"\r\nContent-Type: ${p.file.type}\r\n\r\n`,
        ),
      );
      chunks.push(p.file.data, Buffer.from('\r\n'));
    } else {
      chunks.push(Buffer.from(`Content-Disposition: form-data; name="${p.name}"\r\n\r\n${p.value ?? ''}\r\n`));
    }
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
