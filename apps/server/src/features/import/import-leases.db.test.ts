import { ImportOptionsSchema } from '@revisely/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, registerUser, type TestContext } from '../../../test/test-app.js';
import type { StoredFiles } from '../../core/ports.js';
import { LocalStudyVersions } from '../../core/study-version.js';
import { ImportLeaseRepository } from './import-leases.repository.js';
import { ImportReaderPool } from './import-reader-pool.js';
import { ImportRepository } from './import.repository.js';
import { ImportService } from './import.service.js';

/**
 * Two servers on one database (issue 26): each has its own ImportService, as behind a load
 * balancer, and the one-import-per-student rule holds across them through `import_leases`.
 */
let t: TestContext;
const reader = new ImportReaderPool({ eager: false });
const ONE_AT_A_TIME = 'Your previous import is still running. Wait for it to finish, then try again.';
const options = ImportOptionsSchema.parse({});
const tsv = () => Buffer.from('cell\tunit of life\natom\tunit of matter\n');

/** A reader that holds `slow.tsv` until `release()` and reads every other file at once. */
function heldReader() {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  return {
    release: () => release(),
    reader: {
      read: async (task: Parameters<ImportReaderPool['read']>[0]) => {
        if (task.fileName === 'slow.tsv') await held;
        return reader.read(task);
      },
    },
  };
}

function server(read: Pick<ImportReaderPool, 'read'> = reader) {
  return new ImportService({
    repo: new ImportRepository(t.db, new LocalStudyVersions()),
    leases: new ImportLeaseRepository(t.db),
    // Text files carry no media, so nothing is stored.
    files: {} as StoredFiles,
    media: { reuseByHash: () => Promise.resolve(null) },
    clock: t.clock,
    reader: read,
    deckCardLimit: 20_000,
  });
}

const leaseOf = (userId: string) =>
  t.db.selectFrom('import_leases').selectAll().where('user_id', '=', userId).executeTakeFirst();

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await reader.close();
  await t.close();
});

describe('one import per student across servers (import_leases)', () => {
  it('refuses a second job by the same student on the other server, not another student', async () => {
    const u1 = (await registerUser(t.app)).userId;
    const u2 = (await registerUser(t.app)).userId;
    const gate = heldReader();
    const a = server(gate.reader);
    const b = server();
    const first = a.import(u1, { fileName: 'slow.tsv', data: tsv() }, options);
    await expect.poll(() => leaseOf(u1)).toBeDefined();

    await expect(b.import(u1, { fileName: 'next.tsv', data: tsv() }, options)).rejects.toMatchObject({
      statusCode: 429,
      message: ONE_AT_A_TIME,
    });
    await expect(b.preview(u1, { fileName: 'next.tsv', data: tsv() }, options)).rejects.toMatchObject({
      statusCode: 429,
      message: ONE_AT_A_TIME,
    });
    // A deck that is not theirs is still 404 before the lease is asked for.
    const intoOthers = ImportOptionsSchema.parse({ deckId: '00000000-0000-4000-8000-000000000000' });
    await expect(b.import(u1, { fileName: 'next.tsv', data: tsv() }, intoOthers)).rejects.toMatchObject({
      statusCode: 404,
    });
    // Another student imports on either server meanwhile.
    await expect(b.import(u2, { fileName: 'other.tsv', data: tsv() }, options)).resolves.toMatchObject({ added: 2 });
    await expect(a.import(u2, { fileName: 'other.tsv', data: tsv() }, options)).resolves.toMatchObject({ updated: 0 });

    gate.release();
    await expect(first).resolves.toMatchObject({ added: 2 });
    // Released after success: the student may import again, on the other server.
    expect(await leaseOf(u1)).toBeUndefined();
    expect(await leaseOf(u2)).toBeUndefined();
    await expect(b.import(u1, { fileName: 'again.tsv', data: tsv() }, options)).resolves.toMatchObject({
      imported: 2,
    });
  });

  it('releases the lease when the job fails', async () => {
    const u = (await registerUser(t.app)).userId;
    const a = server();
    await expect(a.import(u, { fileName: 'empty.tsv', data: Buffer.from('\n') }, options)).rejects.toMatchObject({
      statusCode: 422,
    });
    await expect(a.preview(u, { fileName: 'empty.tsv', data: Buffer.from('\n') }, options)).rejects.toMatchObject({
      statusCode: 422,
    });
    expect(await leaseOf(u)).toBeUndefined();
    await expect(server().import(u, { fileName: 'ok.tsv', data: tsv() }, options)).resolves.toMatchObject({
      added: 2,
    });
    expect(await leaseOf(u)).toBeUndefined();
  });

  it("takes over a crashed server's lease once it has expired, and leaves the new holder's alone", async () => {
    const u = (await registerUser(t.app)).userId;
    const leases = new ImportLeaseRepository(t.db);
    const now = t.clock.now();
    // A server that took the lease and then died: its row stays until it expires.
    expect(await leases.take(u, 'crashed', now, now + 180_000)).toBe(true);
    const b = server();
    await expect(b.import(u, { fileName: 'next.tsv', data: tsv() }, options)).rejects.toMatchObject({
      statusCode: 429,
    });
    t.clock.advance(180_000);
    const gate = heldReader();
    const job = server(gate.reader).import(u, { fileName: 'slow.tsv', data: tsv() }, options);
    await expect.poll(async () => (await leaseOf(u))?.holder).not.toBe('crashed');
    // The dead job's late release or renewal does not free or extend the new holder's lease.
    await leases.release(u, 'crashed');
    await leases.renew(u, 'crashed', now);
    expect(await leaseOf(u)).toMatchObject({ expires_at: t.clock.now() + 180_000 });
    gate.release();
    await expect(job).resolves.toMatchObject({ added: 2 });
    expect(await leaseOf(u)).toBeUndefined();
  });

  it('gives the lease to exactly one of two servers asking at once', async () => {
    const u = (await registerUser(t.app)).userId;
    const now = t.clock.now();
    const [one, two] = await Promise.all([
      new ImportLeaseRepository(t.db).take(u, 'one', now, now + 1000),
      new ImportLeaseRepository(t.db).take(u, 'two', now, now + 1000),
    ]);
    expect([one, two].filter(Boolean)).toHaveLength(1);
    expect((await leaseOf(u))?.holder).toBe(one ? 'one' : 'two');
  });
});
