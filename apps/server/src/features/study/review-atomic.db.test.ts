import { randomUUID } from 'node:crypto';
import { REVIEW_XP } from '@revisely/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityDays, cardRow, createDeck, numberedCards, postReview, totalXp } from '../../../test/study-fixtures.js';
import { createTestApp, registerUser, type TestContext } from '../../../test/test-app.js';
import { HttpError } from '../../core/http-error.js';
import { GroupCommit } from '../../db/group-commit.js';
import type { UnitOfWork, XpAwarder } from '../../core/ports.js';
import { LocalStudyVersions, type StudyVersions } from '../../core/study-version.js';
import { DueQueueCache } from './due-queue-cache.js';
import * as reviewRepository from './review.repository.js';
import { REVIEW_ID_OTHER_CARD, ReviewService, STALE_REVIEW } from './review.service.js';

// ADR 0008: a review is one transaction guarded by the card's updated_at, and a reviewId makes a
// resubmission answer instead of recording twice.

let t: TestContext;
let user: { token: string; userId: string };
let other: { token: string; userId: string };
const ZONE = 'Europe/London';
const DAY = 86_400_000;

const review = (token: string, deckId: string, payload: object) => postReview(t.app, token, deckId, payload, ZONE);

const makeDeck = (n = 1, owner = user) =>
  createDeck(t.app, owner.token, { name: 'Atomic', subject: 'Physics', topic: 'Forces', cards: numberedCards(n) });

/** What a review writes, for one card and the user: all of it must move together. */
async function snapshot(cardId: string) {
  const card = await cardRow(t.db, cardId);
  const logs = await t.db.selectFrom('review_logs').select('id').where('card_id', '=', cardId).execute();
  const xp = await t.db
    .selectFrom('xp_events')
    .select('amount')
    .where('user_id', '=', user.userId)
    .where('reason', '=', 'card_reviewed')
    .execute();
  return {
    reps: card.reps,
    updatedAt: Number(card.updated_at),
    dueAt: Number(card.due_at),
    logs: logs.length,
    xpEvents: xp.length,
    totalXp: await totalXp(t.db, user.userId),
    days: await activityDays(t.db, user.userId),
  };
}

/**
 * Writes what the progress feature writes for a review (ledger row, running total, activity day)
 * with the transaction it is given; features do not import each other, so it stands in here.
 */
const progress = (): XpAwarder => ({
  async award(input, trx = t.db) {
    const now = t.clock.now();
    await trx
      .insertInto('xp_events')
      .values({ id: randomUUID(), user_id: input.userId, reason: input.reason, amount: input.amount, created_at: now })
      .execute();
    await trx
      .insertInto('user_xp')
      .values({ user_id: input.userId, total: input.amount })
      .onConflict((oc) => oc.column('user_id').doUpdateSet((eb) => ({ total: eb('user_xp.total', '+', input.amount) })))
      .execute();
    await this.recordActivity(input.userId, input.timeZone, trx);
    return { xpAwarded: input.amount, leveledUp: false, newLevel: 1 };
  },
  async recordActivity(userId, _zone, trx = t.db) {
    const day = new Date(t.clock.now()).toISOString().slice(0, 10);
    await trx
      .insertInto('activity_days')
      .values({ user_id: userId, day, first_at: t.clock.now() })
      .onConflict((oc) => oc.columns(['user_id', 'day']).doNothing())
      .execute();
  },
  revoke: () => Promise.resolve(0),
});

/** The review service as the app wires it, with one of its parts replaced. */
const reviews = (
  parts: { xp?: XpAwarder; versions?: StudyVersions; unitOfWork?: UnitOfWork; repo?: typeof reviewRepository } = {},
) =>
  new ReviewService({
    db: t.db,
    versions: parts.versions ?? new LocalStudyVersions(),
    xp: parts.xp ?? progress(),
    clock: t.clock,
    dueQueue: new DueQueueCache(),
    ...(parts.unitOfWork ? { unitOfWork: parts.unitOfWork } : {}),
    ...(parts.repo ? { repo: parts.repo } : {}),
  });

beforeAll(async () => {
  t = await createTestApp();
  user = await registerUser(t.app);
  other = await registerUser(t.app);
});
afterAll(async () => {
  await t.close();
});

describe('a review is one transaction', () => {
  it('keeps nothing of a review whose XP write fails after the card, XP and day were written', async () => {
    const deck = await makeDeck();
    const cardId = deck.cards[0]!.id;
    // A new local day, so the activity day is one this review would add.
    t.clock.set(t.clock.now() + 3 * DAY);
    const before = await snapshot(cardId);
    const real = progress();
    const crashing: XpAwarder = {
      async award(input, trx) {
        await real.award(input, trx);
        throw new Error('power cut');
      },
      recordActivity: (userId, zone, trx) => real.recordActivity(userId, zone, trx),
      revoke: () => Promise.resolve(0),
    };
    const service = reviews({ xp: crashing });
    await expect(service.review(user.userId, deck.id, ZONE, { cardId, quality: 'good' })).rejects.toThrow('power cut');
    expect(await snapshot(cardId)).toEqual(before);
  });

  it('keeps nothing when the last write of the transaction (the study version) fails', async () => {
    const deck = await makeDeck();
    const cardId = deck.cards[0]!.id;
    t.clock.set(t.clock.now() + 3 * DAY);
    const before = await snapshot(cardId);
    const failing: StudyVersions = {
      current: () => 0,
      bump: () => Promise.reject(new Error('disk full')),
    };
    const service = reviews({ versions: failing });
    await expect(service.review(user.userId, deck.id, ZONE, { cardId, quality: 'easy' })).rejects.toThrow('disk full');
    expect(await snapshot(cardId)).toEqual(before);

    // The same review through the app then records all of it.
    const ok = await review(user.token, deck.id, { cardId, quality: 'easy' });
    expect(ok.statusCode).toBe(200);
    const after = await snapshot(cardId);
    expect(after.reps).toBe(before.reps + 1);
    expect(after.logs).toBe(before.logs + 1);
    expect(after.xpEvents).toBe(before.xpEvents + 1);
    expect(after.totalXp).toBe(before.totalXp + ok.json<{ xpAwarded: number }>().xpAwarded);
    expect(after.days.length).toBe(before.days.length + 1);
  });

  it('answers 409 when the card changed after it was read, recording nothing', async () => {
    const deck = await makeDeck();
    const cardId = deck.cards[0]!.id;
    const stale = await reviewRepository.cardForReview(t.db, user.userId, deck.id, cardId);
    // Another tab reviews the card first.
    expect((await review(user.token, deck.id, { cardId, quality: 'good' })).statusCode).toBe(200);
    const before = await snapshot(cardId);
    const service = reviews({ repo: { ...reviewRepository, cardForReview: () => Promise.resolve(stale) } });
    const error = await service.review(user.userId, deck.id, ZONE, { cardId, quality: 'again' }).catch((e) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ statusCode: 409, message: STALE_REVIEW });
    expect(await snapshot(cardId)).toEqual(before);
  });

  it('records two ratings of one card in the same millisecond as two reviews', async () => {
    const deck = await makeDeck();
    const cardId = deck.cards[0]!.id;
    const before = await snapshot(cardId);
    expect((await review(user.token, deck.id, { cardId, quality: 'again' })).statusCode).toBe(200);
    expect((await review(user.token, deck.id, { cardId, quality: 'again' })).statusCode).toBe(200);
    const after = await snapshot(cardId);
    expect(after.logs).toBe(before.logs + 2);
    expect(after.updatedAt).toBeGreaterThan(before.updatedAt + 1);
  });
});

describe('reviewId', () => {
  it('answers a resubmitted review with the first answer, recording it once', async () => {
    const deck = await makeDeck();
    const cardId = deck.cards[0]!.id;
    const before = await snapshot(cardId);
    const reviewId = randomUUID();
    const first = await review(user.token, deck.id, { cardId, quality: 'good', reviewId, responseTimeMs: 3000 });
    expect(first.statusCode).toBe(200);
    expect(first.json<{ xpAwarded: number }>().xpAwarded).toBe(10);
    const again = await review(user.token, deck.id, { cardId, quality: 'good', reviewId, responseTimeMs: 3000 });
    expect(again.statusCode).toBe(200);
    // The first answer again, marked as a duplicate (an offline review synced twice, ADR 0023).
    expect(again.json()).toEqual({ ...first.json(), duplicate: true });
    const after = await snapshot(cardId);
    expect(after.logs).toBe(before.logs + 1);
    expect(after.xpEvents).toBe(before.xpEvents + 1);
    expect(after.totalXp).toBe(before.totalXp + 10);
    expect(after.reps).toBe(before.reps + 1);
  });

  it('records a double submit sent at once only once, both getting the same answer', async () => {
    const deck = await makeDeck();
    const cardId = deck.cards[0]!.id;
    const before = await snapshot(cardId);
    const reviewId = randomUUID();
    const [a, b] = await Promise.all([
      review(user.token, deck.id, { cardId, quality: 'hard', reviewId }),
      review(user.token, deck.id, { cardId, quality: 'hard', reviewId }),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    const { duplicate: _a, ...answerA } = a.json<{ duplicate?: boolean }>();
    const { duplicate: _b, ...answerB } = b.json<{ duplicate?: boolean }>();
    expect(answerA).toEqual(answerB);
    expect([_a, _b].filter(Boolean)).toHaveLength(1);
    const after = await snapshot(cardId);
    expect(after.logs).toBe(before.logs + 1);
    expect(after.xpEvents).toBe(before.xpEvents + 1);
  });

  it('records a new rating with a fresh reviewId, and still takes reviews without one', async () => {
    const deck = await makeDeck();
    const cardId = deck.cards[0]!.id;
    const before = await snapshot(cardId);
    expect((await review(user.token, deck.id, { cardId, quality: 'again', reviewId: randomUUID() })).statusCode).toBe(
      200,
    );
    expect((await review(user.token, deck.id, { cardId, quality: 'again', reviewId: randomUUID() })).statusCode).toBe(
      200,
    );
    expect((await review(user.token, deck.id, { cardId, quality: 'again' })).statusCode).toBe(200);
    expect((await snapshot(cardId)).logs).toBe(before.logs + 3);
  });

  it('scopes a reviewId to its user: another student may use the same id, and it counts for them', async () => {
    const mine = await makeDeck();
    const theirs = await makeDeck(1, other);
    const reviewId = randomUUID();
    const first = await review(user.token, mine.id, { cardId: mine.cards[0]!.id, quality: 'good', reviewId });
    expect(first.statusCode).toBe(200);
    const theirCard = theirs.cards[0]!.id;
    const answer = await review(other.token, theirs.id, { cardId: theirCard, quality: 'easy', reviewId });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({ reviewId, card: { id: theirCard } });
    const logs = await t.db
      .selectFrom('review_logs')
      .select(['user_id', 'card_id'])
      .where('review_id', '=', reviewId)
      .orderBy('user_id')
      .execute();
    expect(logs).toHaveLength(2);
    expect(logs.find((l) => l.user_id === other.userId)?.card_id).toBe(theirCard);
    // Each one's resubmission still gets their own first answer.
    const again = await review(user.token, mine.id, { cardId: mine.cards[0]!.id, quality: 'good', reviewId });
    expect(again.json()).toEqual({ ...first.json(), duplicate: true });
    // Another user still cannot review this user's card.
    const intruder = { cardId: mine.cards[0]!.id, quality: 'good', reviewId: randomUUID() };
    expect((await review(other.token, mine.id, intruder)).statusCode).toBe(404);
  });

  it('refuses a reviewId reused for another card (409, nothing recorded) and one that is not a UUID', async () => {
    const deck = await makeDeck(2);
    const [first, second] = deck.cards.map((c) => c.id) as [string, string];
    const reviewId = randomUUID();
    expect((await review(user.token, deck.id, { cardId: first, quality: 'good', reviewId })).statusCode).toBe(200);
    const before = await snapshot(second);
    const reused = await review(user.token, deck.id, { cardId: second, quality: 'good', reviewId });
    expect(reused.statusCode).toBe(409);
    expect(reused.json()).toEqual({ error: REVIEW_ID_OTHER_CARD });
    expect(await snapshot(second)).toEqual(before);

    const bad = await review(user.token, deck.id, { cardId: first, quality: 'good', reviewId: 'not-a-uuid' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toMatch(/reviewId must be a UUID/);
  });

  it('commits reviews sent together as one group, keeping nothing of the one that failed (ADR 0018)', async () => {
    const deck = await makeDeck(4);
    const ids = deck.cards.map((c) => c.id);
    t.clock.set(t.clock.now() + 3 * DAY);
    const before = await Promise.all(ids.map(snapshot));
    const real = progress();
    // The third card's XP write fails after writing: only its review is rolled back. It is the one
    // rated Hard, which is how the awarder knows it (the jobs of a group run one after another).
    const flaky: XpAwarder = {
      async award(input, trx) {
        const receipt = await real.award(input, trx);
        if (input.amount === REVIEW_XP.hard) throw new Error('power cut');
        return receipt;
      },
      recordActivity: (userId, zone, trx) => real.recordActivity(userId, zone, trx),
      revoke: () => Promise.resolve(0),
    };
    const service = reviews({ xp: flaky, unitOfWork: new GroupCommit(t.db).run });
    const outcomes = await Promise.allSettled(
      ids.map((cardId, i) =>
        service.review(user.userId, deck.id, ZONE, { cardId, quality: i === 2 ? 'hard' : 'good' }),
      ),
    );
    expect(outcomes.map((o) => o.status)).toEqual(['fulfilled', 'fulfilled', 'rejected', 'fulfilled']);
    const after = await Promise.all(ids.map(snapshot));
    expect(after[2]!.reps).toBe(before[2]!.reps);
    expect(after[2]!.logs).toBe(before[2]!.logs);
    for (const i of [0, 1, 3]) {
      expect(after[i]!.reps).toBe(before[i]!.reps + 1);
      expect(after[i]!.logs).toBe(before[i]!.logs + 1);
    }
    // Three ledger rows and their XP, not four.
    expect(after[3]!.xpEvents).toBe(before[3]!.xpEvents + 3);
    const awarded = outcomes.reduce((sum, o) => sum + (o.status === 'fulfilled' ? o.value.xpAwarded : 0), 0);
    expect(after[3]!.totalXp).toBe(before[3]!.totalXp + awarded);
  });

  it('gives review logs and XP ledger rows time-ordered ids (UUIDv7, ADR 0018)', async () => {
    const deck = await makeDeck();
    const cardId = deck.cards[0]!.id;
    t.clock.set(t.clock.now() + 3 * DAY);
    expect((await review(user.token, deck.id, { cardId, quality: 'good' })).statusCode).toBe(200);
    const log = await t.db
      .selectFrom('review_logs')
      .select(['id', 'xp_event_id'])
      .where('card_id', '=', cardId)
      .executeTakeFirstOrThrow();
    const v7 = /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/u;
    expect(log.id).toMatch(v7);
    expect(log.xp_event_id).toMatch(v7);
    // The leading 48 bits are the time of the review.
    expect(parseInt(log.id.replace(/-/gu, '').slice(0, 12), 16)).toBeLessThanOrEqual(Date.now());
  });
});
