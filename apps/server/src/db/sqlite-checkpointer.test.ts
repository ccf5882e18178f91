import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { checkpointers, createDb, type Db } from './database.js';
import { FALLBACK_AUTOCHECKPOINT_PAGES, SqliteCheckpointer } from './sqlite-checkpointer.js';

const dir = mkdtempSync(path.join(os.tmpdir(), 'revisely-ckpt-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const autocheckpoint = (db: Db) =>
  sql<{ wal_autocheckpoint: number }>`pragma wal_autocheckpoint`.execute(db).then((r) => r.rows[0]!.wal_autocheckpoint);

async function insertRows(db: Db, from: number, count: number, yieldEvery = 50): Promise<void> {
  for (let i = from; i < from + count; i++) {
    await db.transaction().execute((trx) => sql`insert into t (id, v) values (${i}, ${'x'.repeat(2000)})`.execute(trx));
    // A server's event loop turns between requests; the worker's reports are handled then.
    if (i % yieldEvery === 0) await new Promise((resolve) => setImmediate(resolve));
  }
}

const warnings = () => {
  const seen: string[] = [];
  return { seen, log: { warn: (obj: { err?: Error }, msg: string) => void seen.push(`${msg}: ${obj.err?.message}`) } };
};

describe('SQLite checkpoint worker', () => {
  it('checkpoints the main connection’s writes into the database file, and keeps the WAL bounded', async () => {
    const file = path.join(dir, 'worker.sqlite');
    const { seen, log } = warnings();
    const db = createDb(
      { kind: 'sqlite', file },
      { checkpointWorker: { intervalMs: 20, walLimitPages: 200, walHardLimitPages: 2000 }, log },
    );
    const checkpointer = checkpointers.get(db)!;
    try {
      expect(checkpointer.running).toBe(true);
      // The main connection no longer checkpoints inside a COMMIT.
      expect(await autocheckpoint(db)).toBe(0);
      await sql`create table t (id integer primary key, v text not null)`.execute(db);
      await insertRows(db, 0, 300);
      // The worker copies the writes into the database file.
      const report = await checkpointer.nextReport();
      expect(report.busy).toBe(0);
      expect(report.checkpointed).toBe(report.log);

      // A steady write load, never pausing for the worker: without the catch-up rule the WAL
      // only grows (to about 16,000 pages here; 2 per row).
      let largest = 0;
      let writing = true;
      const watch = (async () => {
        while (writing) largest = Math.max(largest, (await checkpointer.nextReport()).log);
      })();
      await insertRows(db, 1000, 8000, 5);
      writing = false;
      await watch;
      // The event loop never rests, so the catch-up waits for the hard limit, not the soft one.
      // Bounded: well under the 16,000 pages it reaches without the rule, with room for a worker
      // thread that gets little CPU on a loaded machine (7,242 seen at load 15 on 2 cores).
      expect(largest).toBeGreaterThan(1000);
      expect(largest).toBeLessThan(10_000);
      expect(statSync(`${file}-wal`).size / 4096).toBeLessThan(10_000);
    } finally {
      await db.destroy();
    }
    expect(seen).toEqual([]);
    expect(checkpointer.running).toBe(false);
    // Closed with a final checkpoint: the WAL is gone and the file alone holds every row.
    expect(existsSync(`${file}-wal`)).toBe(false);
    const plain = new SQLite(file, { readonly: true });
    expect(plain.prepare('select count(*) as n from t').get()).toEqual({ n: 8300 });
    plain.close();
  });

  it('catches up at the soft limit when the server has quiet moments', async () => {
    const file = path.join(dir, 'quiet.sqlite');
    const db = createDb(
      { kind: 'sqlite', file },
      { checkpointWorker: { intervalMs: 20, walLimitPages: 200, walHardLimitPages: 100_000 } },
    );
    const checkpointer = checkpointers.get(db)!;
    try {
      await sql`create table t (id integer primary key, v text not null)`.execute(db);
      let largest = 0;
      let writing = true;
      const watch = (async () => {
        while (writing) largest = Math.max(largest, (await checkpointer.nextReport()).log);
      })();
      // Bursts of about 300 pages with rests between them, as a server sees between lessons.
      for (let burst = 0; burst < 20; burst++) {
        await insertRows(db, burst * 150, 150, 5);
        await new Promise((resolve) => setTimeout(resolve, 80));
      }
      writing = false;
      await watch;
      // Far below the hard limit: 20 bursts without a catch-up would leave about 6,000 pages.
      expect(largest).toBeGreaterThan(200);
      expect(largest).toBeLessThan(2000);
    } finally {
      await db.destroy();
    }
  });

  it('falls back to checkpointing on the main connection, with a warning, when the worker cannot start', async () => {
    const file = path.join(dir, 'fallback.sqlite');
    const broken = path.join(dir, 'not-better-sqlite3.cjs');
    writeFileSync(broken, "throw new Error('no native module here');");
    const sqlite = new SQLite(file);
    sqlite.pragma('journal_mode = WAL');
    const { seen, log } = warnings();
    const checkpointer = new SqliteCheckpointer(sqlite, { libraryPath: broken, catchUp: async () => true, log });
    checkpointer.start();
    expect(sqlite.pragma('wal_autocheckpoint', { simple: true })).toBe(0);
    await expect.poll(() => checkpointer.running).toBe(false);
    expect(sqlite.pragma('wal_autocheckpoint', { simple: true })).toBe(FALLBACK_AUTOCHECKPOINT_PAGES);
    expect(seen).toEqual([expect.stringContaining('checkpoint worker unavailable')]);
    await checkpointer.stop();
    sqlite.close();
  });

  it('falls back the same way when the worker dies later', async () => {
    const file = path.join(dir, 'dies.sqlite');
    const dying = path.join(dir, 'dying-better-sqlite3.cjs');
    // Loads, then the thread ends on its own a moment later (as a crash would).
    const real = createRequire(import.meta.url).resolve('better-sqlite3');
    writeFileSync(dying, `setTimeout(() => process.exit(3), 50); module.exports = require(${JSON.stringify(real)});`);
    const sqlite = new SQLite(file);
    sqlite.pragma('journal_mode = WAL');
    const { seen, log } = warnings();
    const checkpointer = new SqliteCheckpointer(sqlite, {
      libraryPath: dying,
      intervalMs: 10,
      catchUp: async () => true,
      log,
    });
    checkpointer.start();
    await expect.poll(() => checkpointer.running).toBe(false);
    expect(sqlite.pragma('wal_autocheckpoint', { simple: true })).toBe(FALLBACK_AUTOCHECKPOINT_PAGES);
    expect(seen).toEqual([expect.stringContaining('exited with code 3')]);
    await checkpointer.stop();
    sqlite.close();
  });

  it('never starts a worker for an in-memory database', async () => {
    const db = createDb({ kind: 'sqlite', file: ':memory:' }, { checkpointWorker: true });
    expect(checkpointers.get(db)).toBeUndefined();
    expect(await autocheckpoint(db)).toBe(FALLBACK_AUTOCHECKPOINT_PAGES);
    await db.destroy();
  });

  it('does not start one unless asked (the API tests build an app each)', async () => {
    const db = createDb({ kind: 'sqlite', file: path.join(dir, 'plain.sqlite') });
    expect(checkpointers.get(db)).toBeUndefined();
    expect(await autocheckpoint(db)).toBe(FALLBACK_AUTOCHECKPOINT_PAGES);
    await db.destroy();
  });

  it('lets the process exit once the database is destroyed (no thread left behind)', () => {
    // A child process, so a hanging thread would show as a timeout rather than hang vitest.
    const script = `
      import { sql } from 'kysely';
      import { checkpointers, createDb } from ${JSON.stringify(path.join(import.meta.dirname, 'database.ts'))};
      const db = createDb({ kind: 'sqlite', file: ${JSON.stringify(path.join(dir, 'exit.sqlite'))} }, { checkpointWorker: { intervalMs: 10 } });
      await sql\`create table t (id integer primary key)\`.execute(db);
      // The worker is unref'd: only this timer keeps the process waiting for its report.
      const keepAlive = setInterval(() => {}, 1000);
      await checkpointers.get(db).nextReport();
      clearInterval(keepAlive);
      await db.destroy();
      console.log(checkpointers.get(db).running ? 'still running' : 'destroyed');
    `;
    const child = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
      cwd: import.meta.dirname,
      encoding: 'utf8',
      timeout: 20_000,
    });
    expect(child.stderr).toBe('');
    expect(child.stdout.trim()).toBe('destroyed');
    expect(child.status).toBe(0);
  });
});
