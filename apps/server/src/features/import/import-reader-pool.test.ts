import path from 'node:path';
import { zipSync } from 'fflate';
import { afterEach, describe, expect, it } from 'vitest';
import { legacyPackage, TINY_MP3 } from '../../../test/anki-fixtures.js';
import { TINY_PNG } from '../../../test/fixtures.js';
import { DomainError } from '../../core/domain-errors.js';
import { domainErrorStatus } from '../../core/error-handler.js';
import { HttpError } from '../../core/http-error.js';
import { IMPORT_ERRORS } from './import-errors.js';
import { ImportReaderPool, type ImportReaderPoolOptions } from './import-reader-pool.js';
import type { ReadImportTask } from './read-import-file.js';

const fixtureWorker = {
  filename: path.resolve(import.meta.dirname, '../../../test/fixtures/busy-import-worker.ts'),
  execArgv: ['--import', 'tsx'],
};

const pools: ImportReaderPool[] = [];
function pool(options: ImportReaderPoolOptions): ImportReaderPool {
  const p = new ImportReaderPool({ eager: false, ...options });
  pools.push(p);
  return p;
}
afterEach(async () => {
  await Promise.all(pools.splice(0).map((p) => p.close()));
});

/** The status and message the error handler would answer with. */
async function refusal(promise: Promise<unknown>): Promise<{ status: number; message: string }> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof HttpError) return { status: error.statusCode, message: error.message };
    if (error instanceof DomainError) return { status: domainErrorStatus(error) ?? 500, message: error.message };
    throw error;
  }
  throw new Error('expected the read to be refused');
}

const anki = (data: Uint8Array, fileName = 'deck.apkg'): ReadImportTask => ({
  kind: 'anki',
  data,
  fileName,
  now: Date.parse('2026-11-22T10:00:00Z'),
  withMedia: true,
});
/** A file name the fixture worker acts on. */
const named = (fileName: string): ReadImportTask => ({ ...anki(new Uint8Array(4)), fileName });

/** Notes enough that reading them takes far longer than a 1 ms budget. */
const manyNotes = (count: number) =>
  Array.from({ length: count }, (_, i) => ({
    guid: `g${i}`,
    type: 'reversed' as const,
    deck: `Deck ${i % 10}`,
    fields: [`<div><b>Question ${i}</b> about&nbsp;cells</div>`, `<ul><li>Answer ${i}</li></ul>`],
  }));

describe('ImportReaderPool with the real worker', () => {
  it('reads a package on a thread, moving the upload there and the media back', async () => {
    const p = pool({});
    // An upload fills its own buffer (a small Buffer may be a slice of Node's pool, which is copied).
    const data = new Uint8Array(
      legacyPackage({
        notes: [
          { guid: 'a', type: 'basic', deck: 'D', fields: ['one <img src="p.png">', 'two [sound:s.mp3]'] },
          { guid: 'b', type: 'basic', deck: 'D', fields: ['three <img src="gone.png">', 'four'] },
        ],
        media: { 'p.png': TINY_PNG, 's.mp3': TINY_MP3 },
      }),
    );
    expect(data.byteLength).toBeGreaterThan(0);
    const parsed = await p.read(anki(data));
    // Moved, not copied: the buffer here is detached.
    expect(data.byteLength).toBe(0);
    expect(parsed.cards.map((c) => [c.front_text, c.back_text, c.frontImage])).toEqual([
      ['one', 'two', 'p.png'],
      ['three', 'four', 'gone.png'],
    ]);
    expect(parsed.media!.read('p.png', 1024)?.equals(TINY_PNG)).toBe(true);
    expect(parsed.media!.read('s.mp3', 1024)?.equals(TINY_MP3)).toBe(true);
    expect(parsed.media!.read('p.png', 10)).toBeNull();
    expect(parsed.media!.read('gone.png', 1024)).toBeNull();
    expect(parsed.warnings.list()).toEqual([]);
  });

  it('keeps a refusal from the thread as the same status and message', async () => {
    const p = pool({});
    const noCollection = Buffer.from(zipSync({ 'notes.txt': Buffer.from('hello') }));
    expect(await refusal(p.read(anki(Buffer.from('PK\x03\x04 not really a zip at all'))))).toEqual({
      status: 400,
      message: IMPORT_ERRORS.notZip,
    });
    const text = await p.read({
      kind: 'text',
      data: Buffer.from('front,back\nle chat,the cat\n'),
      fileName: 'french.csv',
      options: { separator: 'auto', rowSeparator: 'newline', hasHeader: 'auto' },
    });
    expect(text.cards.map((c) => [c.front_text, c.back_text])).toEqual([['le chat', 'the cat']]);
    expect(await refusal(p.read(anki(noCollection)))).toEqual({ status: 400, message: IMPORT_ERRORS.noCollection });
  });

  it('stops a read over its running-time budget with a clear 422', async () => {
    const p = pool({ jobTimeoutMs: 1 });
    const big = legacyPackage({ notes: manyNotes(3_000) });
    expect(await refusal(p.read(anki(big)))).toEqual({ status: 422, message: IMPORT_ERRORS.tooSlow });
    // The file itself is fine: within the default budget it reads.
    const roomy = pool({});
    const parsed = await roomy.read(anki(legacyPackage({ notes: manyNotes(3_000) })));
    expect(parsed.cards).toHaveLength(6_000);
  });
});

describe('ImportReaderPool limits', () => {
  it('answers 503 once the thread is busy and the queue is full, and serves the admitted reads', async () => {
    const p = pool({ threads: 1, queueLimit: 1, worker: fixtureWorker });
    const running = p.read(named('sleep:400'));
    const queued = p.read(named('sleep:10'));
    expect(await refusal(p.read(named('one too many')))).toEqual({ status: 503, message: IMPORT_ERRORS.busy });
    expect((await running).deckNames).toEqual(['sleep:400']);
    expect((await queued).deckNames).toEqual(['sleep:10']);
    // Room again once those finished.
    expect((await p.read(named('after'))).deckNames).toEqual(['after']);
  });

  it('terminates a runaway read and keeps working with a fresh thread', async () => {
    const p = pool({ threads: 1, jobTimeoutMs: 300, worker: fixtureWorker });
    expect(await refusal(p.read(named('spin')))).toEqual({ status: 422, message: IMPORT_ERRORS.tooSlow });
    expect((await p.read(named('still here'))).deckNames).toEqual(['still here']);
  });

  it('counts running time only: a read that waited its turn is not timed out for the wait', async () => {
    const p = pool({ threads: 1, jobTimeoutMs: 1_000, worker: fixtureWorker });
    const reads = [p.read(named('sleep:600')), p.read(named('sleep:600'))];
    expect((await Promise.all(reads)).map((r) => r.deckNames)).toEqual([['sleep:600'], ['sleep:600']]);
  });

  it('refuses work after close with a 503', async () => {
    const p = pool({ worker: fixtureWorker });
    await p.close();
    expect(await refusal(p.read(named('late')))).toMatchObject({ status: 503 });
  });
});
