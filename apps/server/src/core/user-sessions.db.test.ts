import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, type Db } from '../db/database.js';
import { migrateToLatest } from '../db/migrate.js';
import { UserSessions } from './user-sessions.js';

let db: Db;
const dir = mkdtempSync(path.join(os.tmpdir(), 'revisely-sessions-'));

beforeAll(async () => {
  db = createDb({ kind: 'sqlite', file: path.join(dir, 'sessions.sqlite') });
  await migrateToLatest(db);
  await db
    .insertInto('users')
    .values({ id: 'u1', email: 'u1@example.com', password_hash: 'x', time_zone: null, created_at: 0, updated_at: 0 })
    .execute();
});
afterAll(async () => {
  await db.destroy();
  rmSync(dir, { recursive: true, force: true });
});

const bumpVersion = () =>
  db
    .updateTable('users')
    .set((eb) => ({ token_version: eb('token_version', '+', 1) }))
    .where('id', '=', 'u1')
    .execute();

describe('UserSessions', () => {
  it('as the sole writer, answers from memory until told the user changed', async () => {
    const sessions = new UserSessions(db, true);
    const first = await sessions.find('u1');
    expect(first).toMatchObject({ id: 'u1', timeZone: null });
    // A cached answer is synchronous: no query, nothing awaited.
    expect(sessions.find('u1')).toEqual(first);

    await bumpVersion();
    sessions.forget('u1');
    const after = sessions.find('u1');
    expect(after).toBeInstanceOf(Promise);
    expect((await after)!.tokenVersion).toBe(first!.tokenVersion + 1);

    await sessions.setTimeZone('u1', 'Europe/Paris');
    expect(await sessions.find('u1')).toMatchObject({ timeZone: 'Europe/Paris' });
    expect(await sessions.find('nobody')).toBeUndefined();
  });

  it('does not keep what a lookup read if the user changed while it was running', async () => {
    const sessions = new UserSessions(db, true);
    const racing = sessions.find('u1');
    // The change lands while the lookup is in flight: what it read may predate the change.
    sessions.forget('u1');
    await racing;
    expect(sessions.find('u1')).toBeInstanceOf(Promise);
  });

  it('with a shared database, reads the row every time', async () => {
    const sessions = new UserSessions(db, false);
    await sessions.find('u1');
    expect(sessions.find('u1')).toBeInstanceOf(Promise);
  });
});
