import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { sql } from 'kysely';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createDb } from './database.js';

describe('SQLite connection', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'revisely-db-'));
  afterEach(() => vi.restoreAllMocks());

  it('compiles each distinct SQL text once and reuses it, with fresh parameters each time', async () => {
    const prepare = vi.spyOn(SQLite.prototype, 'prepare');
    const db = createDb({ kind: 'sqlite', file: path.join(dir, 'cache.sqlite') });
    try {
      const twice = async (n: number) => (await sql<{ v: number }>`select ${n} + 1 as v`.execute(db)).rows[0]?.v;
      expect(await twice(1)).toBe(2);
      expect(await twice(41)).toBe(42);
      const calls = prepare.mock.calls.filter(([source]) => String(source).includes('+ 1 as v'));
      expect(calls).toHaveLength(1);
    } finally {
      await db.destroy();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
