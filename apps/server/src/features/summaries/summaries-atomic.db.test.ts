import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TINY_PNG } from '../../../test/fixtures.js';
import { createTestApp, registerUser, type TestContext } from '../../../test/test-app.js';
import type { Executor, PendingFile, StoredFiles, XpAwarder } from '../../core/ports.js';
import { SummariesRepository } from './summaries.repository.js';
import { SummariesService } from './summaries.service.js';

// ADR 0008: the photo is stored first, then its row, the summary and the XP commit together; a
// delete removes the photo's bytes only after its transaction committed.

let t: TestContext;
let user: { userId: string };
const ZONE = 'Europe/London';
const input = {
  subject: 'Biology',
  qualification: 'GCSE',
  topic: 'Cells',
  userEditedText: 'The cell is the basic unit of life. Mitochondria release energy.',
  photoUrl: `data:image/png;base64,${TINY_PNG.toString('base64')}`,
};

/** Bytes kept in a set; rows written with the transaction given, as the files feature does. */
class RecordingFiles implements StoredFiles {
  readonly bytes = new Set<string>();
  /** For each deletion of bytes: whether the summary row was already gone (committed) then. */
  readonly removedWithSummaryGone: boolean[] = [];
  watchSummary = '';

  async store(file: { userId: string; data: Buffer; mimeType: string; purpose: string }): Promise<PendingFile> {
    const id = randomUUID();
    this.bytes.add(id);
    return {
      id,
      userId: file.userId,
      storageKey: id,
      mimeType: file.mimeType,
      sizeBytes: file.data.length,
      purpose: file.purpose,
    };
  }
  async record(trx: Executor, file: PendingFile) {
    await trx
      .insertInto('files')
      .values({
        id: file.id,
        user_id: file.userId,
        storage_key: file.storageKey,
        mime_type: file.mimeType,
        size_bytes: file.sizeBytes,
        purpose: file.purpose,
        created_at: t.clock.now(),
      })
      .execute();
  }
  async discard(file: PendingFile) {
    this.bytes.delete(file.id);
  }
  async unrecord(trx: Executor, _userId: string, id: string) {
    await trx.deleteFrom('files').where('id', '=', id).execute();
    return async () => {
      const row = await t.db
        .selectFrom('summaries')
        .select('id')
        .where('id', '=', this.watchSummary)
        .executeTakeFirst();
      this.removedWithSummaryGone.push(row === undefined);
      this.bytes.delete(id);
    };
  }
  save(): Promise<{ id: string; url: string }> {
    throw new Error('not used by summaries');
  }
  remove(): Promise<void> {
    throw new Error('not used by summaries');
  }
  urlFor(id: string) {
    return `/api/files/${id}`;
  }
}

const awardXp = (fail: boolean): XpAwarder => ({
  async award(award, trx = t.db) {
    await trx
      .insertInto('xp_events')
      .values({ id: randomUUID(), user_id: award.userId, reason: award.reason, amount: award.amount, created_at: 1 })
      .execute();
    if (fail) throw new Error('crash while awarding XP');
    return { xpAwarded: award.amount, leveledUp: false, newLevel: 1 };
  },
  recordActivity: () => Promise.resolve(),
  revoke: () => Promise.resolve(0),
});

const service = (files: StoredFiles, xp: XpAwarder) =>
  new SummariesService({
    repo: new SummariesRepository(t.db),
    summariser: { summarise: () => Promise.resolve(['Cells are the unit of life.']) },
    files,
    xp,
    clock: t.clock,
  });

const count = async (table: 'summaries' | 'files' | 'xp_events') =>
  (await t.db.selectFrom(table).select('id').where('user_id', '=', user.userId).execute()).length;

beforeAll(async () => {
  t = await createTestApp();
  user = await registerUser(t.app);
});
afterAll(async () => {
  await t.close();
});

describe('summary writes are atomic', () => {
  it('leaves no file, row or XP when the transaction fails', async () => {
    const files = new RecordingFiles();
    const before = { summaries: await count('summaries'), files: await count('files'), xp: await count('xp_events') };
    await expect(service(files, awardXp(true)).create(user.userId, ZONE, input)).rejects.toThrow(
      'crash while awarding',
    );
    expect(files.bytes.size).toBe(0);
    expect({ summaries: await count('summaries'), files: await count('files'), xp: await count('xp_events') }).toEqual(
      before,
    );
  });

  it('keeps the photo with its rows when the transaction commits, and removes it after a delete commits', async () => {
    const files = new RecordingFiles();
    const summaries = service(files, awardXp(false));
    const created = await summaries.create(user.userId, ZONE, input);
    expect(files.bytes.size).toBe(1);
    const photoId = (await summaries.get(user.userId, created.id)).photoUrl?.split('/').pop();
    expect(photoId && files.bytes.has(photoId)).toBe(true);

    files.watchSummary = created.id;
    await summaries.delete(user.userId, created.id);
    expect(files.removedWithSummaryGone).toEqual([true]);
    expect(files.bytes.size).toBe(0);
    expect(await t.db.selectFrom('files').select('id').where('id', '=', photoId!).executeTakeFirst()).toBeUndefined();
  });

  it('keeps the summary and its photo when the delete fails before committing', async () => {
    const files = new RecordingFiles();
    const summaries = service(files, awardXp(false));
    const created = await summaries.create(user.userId, ZONE, input);
    files.unrecord = () => Promise.reject(new Error('crash while deleting'));
    await expect(summaries.delete(user.userId, created.id)).rejects.toThrow('crash while deleting');
    expect(files.bytes.size).toBe(1);
    expect((await summaries.get(user.userId, created.id)).photoUrl).not.toBeNull();
  });
});
