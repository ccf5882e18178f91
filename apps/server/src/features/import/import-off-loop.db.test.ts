import type { ImportResponse } from '@revisely/contracts';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { legacyPackage } from '../../../test/anki-fixtures.js';
import { expectHealthWhileWorking, watchWork } from '../../../test/hostile-inputs.js';
import { multipart } from '../../../test/fixtures.js';
import { bearer, createTestApp, registerUser, type TestContext } from '../../../test/test-app.js';
import { ImportReaderPool } from './import-reader-pool.js';

/**
 * Reading a large package takes seconds of CPU; it runs on the reader thread, so the server keeps
 * answering everyone else meanwhile (issue 15: bad or big input never stalls other requests).
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

/** 10,000 reversed notes: 20,000 cards, about a second of reading on an idle machine. */
function largePackage(): Buffer {
  return legacyPackage({
    notes: Array.from({ length: 10_000 }, (_, i) => ({
      guid: `large${i}`,
      type: 'reversed' as const,
      deck: `Biology::Topic ${i % 25}`,
      fields: [
        `<div><b>Question ${i}</b> about&nbsp;mitochondria and <i>cells</i> ${'in the cytoplasm '.repeat(10)}</div>`,
        `<ul><li>Answer ${i}</li><li>ATP</li></ul> [$]x^2[/$]`,
      ],
    })),
  });
}

describe('imports beside other requests', () => {
  it('GET /api/health answers, again and again, while the package is being read', async () => {
    // Marks when the service hands the file to the reader and when the reading is done.
    const reading = watchWork(ImportReaderPool.prototype, 'read');

    const body = multipart([
      { name: 'file', file: { data: largePackage(), filename: 'large.apkg', type: 'application/octet-stream' } },
    ]);
    let importDone = false;
    const importing = t.app
      .inject({
        method: 'POST',
        url: '/api/flashcards/import',
        headers: { ...bearer(token), ...body.headers },
        payload: body.payload,
      })
      .finally(() => {
        importDone = true;
      });

    await expectHealthWhileWorking(t.app, reading);
    expect(importDone).toBe(false);

    const res = await importing;
    expect(res.statusCode).toBe(201);
    expect(res.json<ImportResponse>()).toMatchObject({ imported: 20_000, skipped: 0 });
  });

  it('a third import while two files are being read gets a JSON 503, and the two still import', async () => {
    const read = ImportReaderPool.prototype.read;
    const held: (() => void)[] = [];
    let twoReading!: () => void;
    const reading = new Promise<void>((resolve) => (twoReading = resolve));
    vi.spyOn(ImportReaderPool.prototype, 'read').mockImplementation(async function (this: ImportReaderPool, task) {
      // Holds each read until the test lets it go, so "two at once" does not depend on timing.
      await new Promise<void>((resolve) => {
        held.push(resolve);
        if (held.length === 2) twoReading();
      });
      return read.call(this, task);
    });
    // Three students: one student's second file would get 429 (one import per user at a time).
    const tokens = [token, (await registerUser(t.app)).token, (await registerUser(t.app)).token];
    const importCsv = (name: string, as = 0) => {
      const body = multipart([
        { name: 'file', file: { data: Buffer.from('front,back\nq,a\n'), filename: `${name}.csv`, type: 'text/csv' } },
      ]);
      return t.app.inject({
        method: 'POST',
        url: '/api/flashcards/import',
        headers: { ...bearer(tokens[as]!), ...body.headers },
        payload: body.payload,
      });
    };

    const first = importCsv('first', 0);
    const second = importCsv('second', 1);
    await reading;
    const third = await importCsv('third', 2);
    expect(third.statusCode).toBe(503);
    expect(third.json()).toEqual({ error: 'Imports are busy right now. Please try again in a minute.' });

    for (const release of held) release();
    expect((await first).statusCode).toBe(201);
    expect((await second).statusCode).toBe(201);
    const decks = await t.app.inject({ method: 'GET', url: '/api/flashcards/decks', headers: bearer(token) });
    expect(decks.json<{ name: string }[]>().map((d) => d.name)).not.toContain('third');
  });
});
