import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, registerUser, type TestContext, usingPostgres } from '../../../test/test-app.js';
import {
  activityDays,
  cardRow,
  createDeck,
  getDueQueue,
  numberedCards,
  postReview,
  postUndo,
  totalXp,
} from '../../../test/study-fixtures.js';
import { INVALID_SESSION } from '../../core/authenticate.js';
import { STALE_REVIEW } from './review.service.js';

// ADR 0035: on PostgreSQL a review made now is one statement (card, XP, activity day, log and
// study version), with no BEGIN/COMMIT, and the hot path's statements are named (planned once). Every statement the app's pool sends is recorded here
// (pg.Client is the pool's client class), so the count does not depend on timing.

let t: TestContext;
let user: { token: string; userId: string };
const ZONE = 'Europe/London';
const DAY = 86_400_000;

const sent: string[] = [];
/** The texts of those sent as named statements (parsed and planned once per connection). */
const named = new Set<string>();
/** Runs once, just before the app's next one-statement review is sent: a write racing it. */
let beforeReviewStatement: (() => Promise<void>) | undefined;
const originalQuery = pg.Client.prototype.query;

function recordStatements() {
  // The test's own reads and writes go through the same class: they are left out by marking them.
  pg.Client.prototype.query = function query(this: pg.Client, ...args: unknown[]) {
    const first = args[0];
    const text = typeof first === 'string' ? first : ((first as { text?: string } | undefined)?.text ?? '');
    if (!text.startsWith('/* test */')) sent.push(text);
    if (typeof first === 'object' && (first as { name?: string }).name) named.add(text);
    const hook = text.startsWith('with "award_guard"') ? beforeReviewStatement : undefined;
    if (hook) {
      beforeReviewStatement = undefined;
      return hook().then(() => (originalQuery as (...a: unknown[]) => unknown).apply(this, args));
    }
    return (originalQuery as (...a: unknown[]) => unknown).apply(this, args);
  } as typeof pg.Client.prototype.query;
}

/** A statement of the test's own, on a connection of its own, not recorded. */
async function ownSql(text: string, values: unknown[] = []) {
  if (!usingPostgres()) throw new Error('PostgreSQL only');
  const client = new pg.Client({ connectionString: (t.config.database as { url: string }).url });
  await client.connect();
  try {
    return (await client.query(`/* test */ ${text}`, values)).rows as Record<string, unknown>[];
  } finally {
    await client.end();
  }
}

const review = (deckId: string, payload: object, token = user.token, zone = ZONE) =>
  postReview(t.app, token, deckId, payload, zone);

const makeDeck = (n = 2, token = user.token) =>
  createDeck(t.app, token, { name: 'One statement', subject: 'Physics', cards: numberedCards(n) });

/** Everything a review writes for the user and the card. */
async function state(cardId: string, userId = user.userId) {
  const card = await cardRow(t.db, cardId);
  const logs = await t.db.selectFrom('review_logs').selectAll().where('card_id', '=', cardId).execute();
  const ledger = await t.db.selectFrom('xp_events').selectAll().where('user_id', '=', userId).execute();
  const row = await t.db
    .selectFrom('users')
    .select(['study_version', 'time_zone'])
    .where('id', '=', userId)
    .executeTakeFirst();
  return {
    reps: card.reps,
    updatedAt: Number(card.updated_at),
    logs,
    ledger,
    total: await totalXp(t.db, userId),
    days: await activityDays(t.db, userId),
    studyVersion: Number(row?.study_version ?? 0),
    timeZone: row?.time_zone ?? null,
  };
}

beforeAll(async () => {
  t = await createTestApp();
  user = await registerUser(t.app);
  recordStatements();
});
afterAll(async () => {
  pg.Client.prototype.query = originalQuery;
  await t.close();
});
afterEach(() => {
  beforeReviewStatement = undefined;
});

describe('a review on PostgreSQL is one statement', () => {
  it('sends the card read (with the session check) and one write, and writes all a review writes', async () => {
    const deck = await makeDeck();
    const cardId = deck.cards[0]!.id;
    // A new local day: this review starts it.
    t.clock.set(t.clock.now() + 3 * DAY);
    const before = await state(cardId);
    // The zone is remembered on the first request that sends it (a write of its own).
    const due = await getDueQueue(t.app, user.token, ZONE);
    expect(due.statusCode).toBe(200);
    sent.length = 0;
    const reviewId = randomUUID();
    const res = await review(deck.id, { cardId, quality: 'good', reviewId, responseTimeMs: 2000 });
    expect(res.statusCode).toBe(200);
    const body = res.json<{ xpAwarded: number; leveledUp: boolean; newLevel: number; reviewId: string }>();
    expect(body).toMatchObject({ xpAwarded: 10, leveledUp: false, newLevel: 1, reviewId });
    const kinds = sent.map((text) => text.split(/\s+/u).slice(0, 2).join(' ').toLowerCase());
    expect(kinds).toEqual(
      usingPostgres() ? ['select "cards".*,', 'with "award_guard"'] : [], // SQLite sends nothing through pg
    );
    // The session row is read with the card, from the users row by its key (ADR 0036).
    if (usingPostgres())
      expect(sent[0]).toMatch(/"token_version" as "session_token_version".* from "users" left join "cards"/su);
    // Both as named statements: PostgreSQL reuses their plans (ADR 0035).
    expect(sent.filter((text) => named.has(text))).toEqual(sent);

    const after = await state(cardId);
    expect(after.reps).toBe(before.reps + 1);
    expect(after.logs).toHaveLength(1);
    const event = after.ledger.find((e) => !before.ledger.some((b) => b.id === e.id));
    expect(event).toMatchObject({ reason: 'card_reviewed', amount: 10 });
    const log = after.logs[0]!;
    expect(log).toMatchObject({ review_id: reviewId, xp_event_id: event!.id, response_time_ms: 2000 });
    // The day this review started, so that undo can take it back.
    expect(log.started_day).toBe(after.days.find((d) => !before.days.includes(d)));
    expect(after.days).toHaveLength(before.days.length + 1);
    expect(after.total).toBe(before.total + 10);
    if (usingPostgres()) expect(after.studyVersion).toBe(before.studyVersion + 1);
    expect(JSON.parse(log.response_json!)).toEqual(body);

    // Reviewed again at once: not due, so no XP; the day is already marked.
    const early = await review(deck.id, { cardId, quality: 'good' });
    expect(early.statusCode).toBe(200);
    expect(early.json<{ xpAwarded: number }>().xpAwarded).toBe(0);
    const later = await state(cardId);
    expect(later.ledger).toHaveLength(after.ledger.length);
    expect(later.total).toBe(after.total);
    expect(later.days).toEqual(after.days);
    expect(later.logs.find((l) => l.id !== log.id)).toMatchObject({ xp_event_id: null, started_day: null });

    // And undo takes the first review's XP and day back as before (ADR 0010).
    const undo = await postUndo(t.app, user.token, {}, ZONE);
    expect(undo.statusCode).toBe(200);
    expect(undo.json<{ xpRemoved: number }>().xpRemoved).toBe(0);
    const undone = await state(cardId);
    expect(undone.logs.map((l) => l.id)).toEqual([log.id]);
    expect(undone.days).toEqual(after.days);
  });

  it('writes nothing when the card changed between its read and the write', async () => {
    const deck = await makeDeck();
    const cardId = deck.cards[0]!.id;
    t.clock.set(t.clock.now() + 3 * DAY);
    const before = await state(cardId);
    if (usingPostgres()) {
      // Another device's edit lands after the card was read.
      beforeReviewStatement = async () => {
        await ownSql('update cards set updated_at = updated_at + 1 where id = $1', [cardId]);
      };
    } else {
      // SQLite serves one request's statements at a time; only the stale read itself can be staged.
      await t.db.updateTable('cards').set({ updated_at: before.updatedAt }).where('id', '=', cardId).execute();
    }
    const res = await review(deck.id, { cardId, quality: 'good', reviewId: randomUUID() });
    if (!usingPostgres()) {
      expect(res.statusCode).toBe(200);
      return;
    }
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ error: STALE_REVIEW });
    const after = await state(cardId);
    expect({ ...after, updatedAt: before.updatedAt }).toEqual(before);
  });

  it('answers with the level the XP total really reached when another award landed in between', async () => {
    const deck = await makeDeck();
    const cardId = deck.cards[0]!.id;
    const { total } = await state(cardId);
    // 995 more XP: the review's 10 then cross level 2 (1,000 XP), which its read did not foresee.
    const award = async () => {
      await t.db
        .insertInto('user_xp')
        .values({ user_id: user.userId, total: 995 - total })
        .onConflict((oc) => oc.column('user_id').doUpdateSet({ total: 995 }))
        .execute();
    };
    if (usingPostgres()) beforeReviewStatement = award;
    else await award();
    const reviewId = randomUUID();
    const res = await review(deck.id, { cardId, quality: 'good', reviewId });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ xpAwarded: 10, leveledUp: true, newLevel: 2 });
    // The stored answer says the same: a retry gets it back.
    const again = await review(deck.id, { cardId, quality: 'good', reviewId });
    expect(again.json()).toMatchObject({ xpAwarded: 10, leveledUp: true, newLevel: 2, duplicate: true });
    expect((await state(cardId)).total).toBe(1005);
  });
});

// ADR 0036: on PostgreSQL the review's session check is read with its card. A session ended on
// any server (a password change, a sign-out everywhere) must still be refused at once, exactly as
// every other route refuses it, with nothing read out or written.
describe('a review with an ended session', () => {
  it('gets 401 and writes nothing after a password change, whatever it sent', async () => {
    const student = await registerUser(t.app);
    const deck = await makeDeck(2, student.token);
    const cardId = deck.cards[0]!.id;
    t.clock.set(t.clock.now() + 3 * DAY);
    // A review recorded before the change: its answer must not be handed back to the old session.
    const reviewId = randomUUID();
    expect((await review(deck.id, { cardId, quality: 'good', reviewId }, student.token)).statusCode).toBe(200);
    const changed = await t.app.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      headers: bearer(student.token),
      payload: { currentPassword: student.password, newPassword: 'a whole new password' },
    });
    expect(changed.statusCode).toBe(200);
    const before = await state(cardId, student.userId);

    const refused = [
      { cardId, quality: 'good', reviewId: randomUUID() },
      { cardId: deck.cards[1]!.id, quality: 'easy' },
      { cardId, quality: 'good', reviewId },
      { cardId: randomUUID(), quality: 'good' },
      { cardId, quality: 'not a rating' },
    ];
    for (const payload of refused) {
      const res = await review(deck.id, payload, student.token, 'Asia/Tokyo');
      expect(res.statusCode, JSON.stringify(payload)).toBe(401);
      expect(res.json()).toEqual({ error: INVALID_SESSION });
    }
    expect(await state(cardId, student.userId)).toEqual(before);
    expect(await state(deck.cards[1]!.id, student.userId)).toMatchObject({ reps: 0, logs: [] });

    // The new session reviews, and its zone is remembered as authenticate remembers it.
    const token = changed.json<{ token: string }>().token;
    const ok = await review(deck.id, { cardId: deck.cards[1]!.id, quality: 'easy' }, token, 'Asia/Tokyo');
    expect(ok.statusCode).toBe(200);
    expect((await state(deck.cards[1]!.id, student.userId)).timeZone).toBe('Asia/Tokyo');
    // A bad body with a valid session is still the 400 it was.
    const bad = await review(deck.id, { cardId, quality: 'not a rating' }, token);
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ error: string }>().error).toMatch(/quality/u);
  });

  it('gets 401 on the next review after another server ended the session (PostgreSQL)', async () => {
    const student = await registerUser(t.app);
    const deck = await makeDeck(2, student.token);
    const cardId = deck.cards[0]!.id;
    expect((await review(deck.id, { cardId, quality: 'good' }, student.token)).statusCode).toBe(200);
    if (!usingPostgres()) return; // SQLite has one server: its own sign-outs are the case above.
    // Another server's "sign out everywhere": only the shared row changes, no cache here is told.
    await ownSql('update users set token_version = token_version + 1 where id = $1', [student.userId]);
    const before = await state(cardId, student.userId);
    const res = await review(deck.id, { cardId, quality: 'good', reviewId: randomUUID() }, student.token);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ error: INVALID_SESSION });
    expect(await state(cardId, student.userId)).toEqual(before);
    // Every other route refuses it alike.
    const due = await t.app.inject({
      method: 'GET',
      url: '/api/flashcards/review/due',
      headers: bearer(student.token),
    });
    expect(due.statusCode).toBe(401);
  });
});
