import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, registerUser, type TestContext } from '../../../test/test-app.js';
import { ProgressRepository } from './progress.repository.js';
import { ProgressService } from './progress.service.js';

// ADR 0008: XP and the activity day are written in the caller's transaction when given one.

let t: TestContext;
let user: { userId: string };
let progress: ProgressService;
const ZONE = 'Europe/London';

const state = async () => ({
  events: (await t.db.selectFrom('xp_events').select('id').where('user_id', '=', user.userId).execute()).length,
  total: await new ProgressRepository(t.db).totalXp(user.userId),
  days: (await t.db.selectFrom('activity_days').select('day').where('user_id', '=', user.userId).execute()).length,
});

beforeAll(async () => {
  t = await createTestApp();
  user = await registerUser(t.app);
  progress = new ProgressService(new ProgressRepository(t.db), t.clock);
});
afterAll(async () => {
  await t.close();
});

describe('XpAwarder with a transaction', () => {
  it('rolls back the XP and the activity day with the caller', async () => {
    t.clock.set(t.clock.now() + 5 * 86_400_000);
    const before = await state();
    await expect(
      t.db.transaction().execute(async (trx) => {
        const award = await progress.award(
          { userId: user.userId, reason: 'card_reviewed', amount: 10, timeZone: ZONE },
          trx,
        );
        expect(award.xpAwarded).toBe(10);
        throw new Error('later write failed');
      }),
    ).rejects.toThrow('later write failed');
    expect(await state()).toEqual(before);
  });

  it('commits them with the caller', async () => {
    t.clock.set(t.clock.now() + 86_400_000);
    const before = await state();
    await t.db.transaction().execute(async (trx) => {
      await progress.award({ userId: user.userId, reason: 'summary_created', amount: 25, timeZone: ZONE }, trx);
    });
    expect(await state()).toEqual({ events: before.events + 1, total: before.total + 25, days: before.days + 1 });
  });
});
