import { existsSync, mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { TINY_PNG } from '../../../test/fixtures.js';
import { createTestApp, registerUser, type TestContext } from '../../../test/test-app.js';
import { LocalFileStore } from '../../adapters/file-store/local-file-store.js';
import { InProcessJobQueue } from '../../adapters/jobs/in-process-job-queue.js';
import { FilesRepository } from './files.repository.js';
import { FilesService } from './files.service.js';
import { ORPHAN_MIN_AGE_MS, registerOrphanSweep } from './orphan-sweep.js';

let t: TestContext;
let user: { userId: string };
let root: string;
let files: FilesService;
const HOUR = 3_600_000;

const pathOf = (key: string) => path.join(root, key.slice(0, 2), key);
/** Sets a stored file's write time relative to the test clock. */
const age = (key: string, ms: number) => {
  const at = new Date(t.clock.now() - ms);
  utimesSync(pathOf(key), at, at);
};
const photo = { data: TINY_PNG, mimeType: 'image/png', purpose: 'summary_photo' as const };

beforeAll(async () => {
  t = await createTestApp();
  user = await registerUser(t.app);
  root = mkdtempSync(path.join(os.tmpdir(), 'revisely-files-'));
  files = new FilesService(new FilesRepository(t.db), new LocalFileStore(root), t.clock);
});
afterAll(async () => {
  await t.close();
  rmSync(root, { recursive: true, force: true });
});

describe('stored files', () => {
  it('stores bytes without a row, records the row in a transaction, or discards the bytes', async () => {
    const kept = await files.store({ userId: user.userId, ...photo });
    const dropped = await files.store({ userId: user.userId, ...photo });
    expect(existsSync(pathOf(kept.storageKey))).toBe(true);
    await t.db.transaction().execute((trx) => files.record(trx, kept));
    await files.discard(dropped);
    expect(existsSync(pathOf(dropped.storageKey))).toBe(false);
    expect((await files.read(user.userId, kept.id)).data.equals(TINY_PNG)).toBe(true);
  });

  it('deletes the bytes of an unrecorded file only when asked after the commit', async () => {
    const file = await files.save({ userId: user.userId, ...photo });
    const row = await t.db
      .selectFrom('files')
      .select('storage_key')
      .where('id', '=', file.id)
      .executeTakeFirstOrThrow();
    const removeBytes = await t.db.transaction().execute((trx) => files.unrecord(trx, user.userId, file.id));
    expect(existsSync(pathOf(row.storage_key))).toBe(true);
    await removeBytes?.();
    expect(existsSync(pathOf(row.storage_key))).toBe(false);
    expect(await t.db.selectFrom('files').select('id').where('id', '=', file.id).executeTakeFirst()).toBeUndefined();
  });

  it('sweeps stored files no row records once they are an hour old, keeping recorded and young ones', async () => {
    const recorded = await files.store({ userId: user.userId, ...photo });
    await t.db.transaction().execute((trx) => files.record(trx, recorded));
    const orphan = await files.store({ userId: user.userId, ...photo });
    const inFlight = await files.store({ userId: user.userId, ...photo });
    age(recorded.storageKey, 2 * HOUR);
    age(orphan.storageKey, 2 * HOUR);
    age(inFlight.storageKey, ORPHAN_MIN_AGE_MS - 60_000);
    // Not a key the service writes (a half-written temporary file): never touched.
    mkdirSync(path.join(root, 'zz'), { recursive: true });
    writeFileSync(path.join(root, 'zz', 'zzz.png.tmp'), 'x');

    expect(await files.sweepOrphans(ORPHAN_MIN_AGE_MS)).toBe(1);
    expect(existsSync(pathOf(orphan.storageKey))).toBe(false);
    expect(existsSync(pathOf(recorded.storageKey))).toBe(true);
    expect(existsSync(pathOf(inFlight.storageKey))).toBe(true);
    expect(existsSync(path.join(root, 'zz', 'zzz.png.tmp'))).toBe(true);
    expect(await files.sweepOrphans(ORPHAN_MIN_AGE_MS)).toBe(0);
  });

  it('sweeps at start (once per hour across starts) and then hourly as a job until the queue stops', async () => {
    vi.useFakeTimers();
    try {
      const sweepOrphans = vi.fn(() => Promise.resolve(0));
      const log = { info: vi.fn(), warn: vi.fn(), error: vi.fn() };
      const jobs = new InProcessJobQueue({ log });
      const sweepAtStart = registerOrphanSweep(jobs, { sweepOrphans }, log);
      await jobs.start();
      await sweepAtStart();
      await sweepAtStart();
      expect(sweepOrphans).toHaveBeenCalledTimes(1);
      await vi.advanceTimersByTimeAsync(2.5 * HOUR);
      expect(sweepOrphans).toHaveBeenCalledTimes(3);
      await jobs.stop();
      await vi.advanceTimersByTimeAsync(5 * HOUR);
      expect(sweepOrphans).toHaveBeenCalledTimes(3);
    } finally {
      vi.useRealTimers();
    }
  });

  it('runs each feature’s sweep of unused files before the bytes sweep, logging a failure and going on', async () => {
    const calls: string[] = [];
    const log = { info: vi.fn(), warn: vi.fn(), error: vi.fn() };
    const jobs = new InProcessJobQueue({ log });
    const failing = { sweepUnused: vi.fn(() => Promise.reject(new Error('database away'))) };
    const cardMedia = { sweepUnused: vi.fn(() => (calls.push('unused'), Promise.resolve(2))) };
    const sweepOrphans = vi.fn(() => (calls.push('orphans'), Promise.resolve(0)));
    const sweepAtStart = registerOrphanSweep(jobs, { sweepOrphans }, log, [failing, cardMedia]);
    await jobs.start();
    await sweepAtStart();
    await jobs.idle();
    await jobs.stop();
    expect(calls).toEqual(['unused', 'orphans']);
    expect(log.warn).toHaveBeenCalledWith(
      expect.objectContaining({ err: expect.any(Error) }),
      'unused upload sweep failed',
    );
    expect(log.info).toHaveBeenCalledWith({ removed: 2 }, 'removed uploads nothing uses');
  });
});
