import { DocumentExtractResponseSchema, MAX_DOCUMENT_PAGES } from '@revisely/contracts';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { manyPagePdf } from '../../../test/document-fixtures.js';
import { multipart } from '../../../test/fixtures.js';
import { expectHealthWhileWorking, watchWork } from '../../../test/hostile-inputs.js';
import { bearer, createTestApp, registerUser, type TestContext } from '../../../test/test-app.js';
import { PooledDocumentReader } from '../../adapters/documents/pooled-document-reader.js';

/**
 * A 50-page PDF is read on the document thread, so the server keeps answering everyone else
 * meanwhile. No timing here (bench/documents measures it): only that health checks finish while
 * the reading is still going on.
 */

let t: TestContext;
let token: string;

beforeAll(async () => {
  t = await createTestApp();
  token = (await registerUser(t.app)).token;
});
afterAll(async () => {
  await t.close();
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('documents beside other requests', () => {
  it('GET /api/health answers, again and again, while a 50-page PDF is being read', async () => {
    const work = watchWork(PooledDocumentReader.prototype, 'read');

    const body = multipart([
      {
        name: 'file',
        file: { data: await manyPagePdf(MAX_DOCUMENT_PAGES), filename: 'pack.pdf', type: 'application/pdf' },
      },
    ]);
    const reading = t.app.inject({
      method: 'POST',
      url: '/api/documents/extract',
      headers: { ...bearer(token), ...body.headers },
      payload: body.payload,
    });

    await expectHealthWhileWorking(t.app, work);

    const res = await reading;
    expect(res.statusCode).toBe(200);
    const doc = DocumentExtractResponseSchema.parse(res.json());
    expect(doc.pages).toHaveLength(MAX_DOCUMENT_PAGES);
    expect(doc.pages.map((p) => p.number)).toEqual(Array.from({ length: MAX_DOCUMENT_PAGES }, (_, i) => i + 1));
    expect(doc.pages[49]!.text).toContain('Page 50 of');
  });
});
