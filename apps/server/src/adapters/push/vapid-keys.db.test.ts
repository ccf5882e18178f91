import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/test-app.js';
import { loadVapidKeys } from './vapid-keys.js';

let t: TestContext;
let second: TestContext;
beforeAll(async () => {
  t = await createTestApp();
  second = await createTestApp({ shareDatabaseWith: t });
});
afterAll(async () => {
  await second.close();
  await t.close();
});

describe('VAPID keys kept in the database', () => {
  it('gives every server starting at once the same pair, and keeps it', async () => {
    const loads = await Promise.all([0, 1, 2, 3].map((i) => loadVapidKeys(i % 2 ? second.db : t.db, i)));
    const first = loads[0]!;
    expect(Buffer.from(first.publicKey, 'base64url')).toHaveLength(65);
    expect(Buffer.from(first.privateKey, 'base64url')).toHaveLength(32);
    for (const keys of loads) expect(keys).toEqual(first);
    expect(await loadVapidKeys(second.db, 99)).toEqual(first);
    expect(await t.db.selectFrom('app_secrets').select('name').execute()).toEqual([{ name: 'vapid-keys' }]);
  });
});
