import { randomBytes } from 'node:crypto';
import { DocumentExtractResponseSchema } from '@revisely/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  docx,
  encryptedPdf,
  manyPagePdf,
  MARKDOWN,
  otherZip,
  PAGE_TEXTS,
  pdfOfPages,
  pptx,
  SCANNED_LINES,
  SLIDES,
  textPdf,
  wordRecall,
} from '../../../test/document-fixtures.js';
import { multipart, TINY_PNG } from '../../../test/fixtures.js';
import { bearer, createTestApp, registerUser, type TestContext } from '../../../test/test-app.js';
import { DOCUMENT_MESSAGES } from '../../adapters/documents/document-reader.js';

let t: TestContext;
let token: string;

const upload = (data: Buffer, options: { auth?: boolean; field?: string; filename?: string; type?: string } = {}) => {
  const body = multipart([
    {
      name: options.field ?? 'file',
      file: { data, filename: options.filename ?? 'notes.pdf', type: options.type ?? 'application/pdf' },
    },
  ]);
  return t.app.inject({
    method: 'POST',
    url: '/api/documents/extract',
    headers: { ...(options.auth === false ? {} : bearer(token)), ...body.headers },
    payload: body.payload,
  });
};

/** Rows a read could have created: stored files, summaries, decks. */
async function countRows(): Promise<number> {
  let total = 0;
  for (const table of ['files', 'summaries', 'decks'] as const) {
    const row = await t.db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    total += Number(row.n);
  }
  return total;
}

beforeAll(async () => {
  t = await createTestApp({ env: { OCR_WORKERS: '1' } });
  token = (await registerUser(t.app)).token;
});
afterAll(async () => {
  await t.close();
});

describe('POST /api/documents/extract', () => {
  it('reads a text PDF page by page and stores nothing', async () => {
    const before = await countRows();
    const res = await upload(await textPdf());
    expect(res.statusCode).toBe(200);
    const body = DocumentExtractResponseSchema.parse(res.json());
    expect(body.kind).toBe('pdf');
    expect(body.pages.map((p) => p.number)).toEqual([1, 2, 3]);
    expect(body.pages.every((p) => p.source === 'text' && p.confidence === 100)).toBe(true);
    expect(body.confidence).toBe(100);
    expect(body.extractedText).toBe(body.pages.map((p) => p.text).join('\n\n'));
    expect(wordRecall(PAGE_TEXTS.flat().join('\n'), body.extractedText)).toBeGreaterThanOrEqual(0.98);
    expect(body.pages[1]!.heading).toBe('Transport in Cells');
    expect(await countRows()).toBe(before);
  });

  it('reads a mixed PDF, the scanned page with OCR words and a sensible confidence', async () => {
    const res = await upload(await pdfOfPages([false, true]));
    expect(res.statusCode).toBe(200);
    const body = DocumentExtractResponseSchema.parse(res.json());
    expect(body.pages.map((p) => p.source)).toEqual(['text', 'ocr']);
    const scanned = body.pages[1]!;
    expect(scanned.text.length).toBeGreaterThan(50);
    expect(wordRecall(SCANNED_LINES.join(' '), scanned.text)).toBeGreaterThanOrEqual(0.9);
    expect(scanned.confidence).toBeGreaterThan(60);
    expect(scanned.words!.length).toBeGreaterThan(10);
    expect(Array.isArray(scanned.linesToCheck)).toBe(true);
    // The document's confidence lies between its pages', weighted by their characters.
    expect(body.confidence).toBeLessThanOrEqual(100);
    expect(body.confidence).toBeGreaterThanOrEqual(scanned.confidence);
    expect(body.extractedText.indexOf('Cell Structure')).toBeLessThan(body.extractedText.indexOf('glucose'));
  });

  it('reads Word, PowerPoint and Markdown by their content, whatever their names', async () => {
    const word = await upload(docx(), { filename: 'notes.pdf', type: 'application/pdf' });
    expect(word.statusCode).toBe(200);
    expect(word.json()).toMatchObject({ kind: 'docx', pages: [{ number: 1, source: 'text', heading: 'The Heart' }] });

    const slides = await upload(pptx(), { filename: 'slides.txt', type: 'text/plain' });
    expect(slides.statusCode).toBe(200);
    const deck = DocumentExtractResponseSchema.parse(slides.json());
    expect(deck.kind).toBe('pptx');
    expect(deck.pages.map((p) => p.heading)).toEqual(SLIDES.map((s) => s.title));

    const md = await upload(Buffer.from(MARKDOWN), { filename: 'forces.docx' });
    expect(md.statusCode).toBe(200);
    expect(md.json()).toMatchObject({ kind: 'text', pages: [{ heading: 'Forces' }] });
  });

  it('refuses what it cannot read with a clear JSON error', async () => {
    const cases: [Buffer, number, string | null][] = [
      [randomBytes(2048), 415, DOCUMENT_MESSAGES.unsupported],
      [TINY_PNG, 415, DOCUMENT_MESSAGES.unsupported],
      [otherZip(), 415, DOCUMENT_MESSAGES.unsupported],
      [(await textPdf()).subarray(0, 200), 422, DOCUMENT_MESSAGES.corrupt],
      [encryptedPdf(), 422, 'This PDF is password-protected.'],
      [await manyPagePdf(51), 422, 'Documents can have at most 50 pages.'],
    ];
    for (const [data, status, message] of cases) {
      const res = await upload(data);
      expect(res.statusCode, message ?? '').toBe(status);
      expect(res.json().error).toBe(message);
    }
  });

  it('answers 400 without a file, 401 without a session, 413 past 20 MB', async () => {
    const none = await upload(await textPdf(), { field: 'image' });
    expect(none.statusCode).toBe(400);
    expect(none.json().error).toMatch(/No document uploaded/);
    const notMultipart = await t.app.inject({
      method: 'POST',
      url: '/api/documents/extract',
      headers: bearer(token),
      payload: { file: 'x' },
    });
    expect(notMultipart.statusCode).toBe(400);
    expect((await upload(await textPdf(), { auth: false })).statusCode).toBe(401);
    const big = await upload(Buffer.concat([await textPdf(), Buffer.alloc(20 * 1024 * 1024)]));
    expect(big.statusCode).toBe(413);
    expect(big.json().error).toMatch(/20MB/);
  });
});

describe('document quota', () => {
  it('counts documents in their own hourly bucket, as large as the OCR one', async () => {
    const q = await createTestApp({ env: { QUOTA_OCR_PER_HOUR: '2' } });
    try {
      const user = await registerUser(q.app);
      const send = () => {
        const body = multipart([
          { name: 'file', file: { data: Buffer.from(MARKDOWN), filename: 'a.md', type: 'text/markdown' } },
        ]);
        return q.app.inject({
          method: 'POST',
          url: '/api/documents/extract',
          headers: { ...bearer(user.token), ...body.headers },
          payload: body.payload,
        });
      };
      expect((await send()).statusCode).toBe(200);
      expect((await send()).statusCode).toBe(200);
      const third = await send();
      expect(third.statusCode).toBe(429);
      expect(third.json().error).toMatch(/too many document uploads/);
      expect(Number(third.headers['retry-after'])).toBeGreaterThan(0);
    } finally {
      await q.close();
    }
  });
});
