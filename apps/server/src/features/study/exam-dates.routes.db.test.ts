import type { ExamForecastResponse, StudyResponse } from '@revisely/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, registerUser, type TestContext } from '../../../test/test-app.js';
import { numberedCards, send } from '../../../test/study-fixtures.js';
import { DAY_MS, retrievability } from './exam-schedule.js';
import { schedule } from './scheduler.js';

/**
 * Issue 14, item 4: one deck followed across simulated days up to its exam and past it, on the
 * test database (SQLite, or PostgreSQL with TEST_DATABASE=postgres).
 */
let t: TestContext;
let user: { token: string };
const TZ = 'Europe/London';
// Monday 1 March 2027, 18:00 in London; the exam is on Monday 15 March.
const START = Date.UTC(2027, 2, 1, 18, 0, 0);
const EXAM_DATE = '2027-03-15';
const EXAM_START = Date.UTC(2027, 2, 15, 0, 0, 0); // GMT until 28 March
const CARDS = 30;

const req = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) =>
  send(t.app, user.token, method, url, payload, TZ);

beforeAll(async () => {
  t = await createTestApp({ startAt: START });
  user = await registerUser(t.app);
});
afterAll(async () => {
  await t.close();
});

/** The create request's answer as it is: some of these are meant to be refused. */
const createDeck = (payload: Record<string, unknown>) =>
  req('POST', '/api/flashcards/decks', { name: 'Cells', subject: 'Biology', cards: numberedCards(CARDS), ...payload });

async function forecast(deckId: string) {
  const res = await req('GET', `/api/decks/${deckId}/exam-forecast`);
  expect(res.statusCode).toBe(200);
  return res.json<ExamForecastResponse>();
}

/** Studies everything the session offers, as the student would, until nothing is due for 20 minutes. */
async function studyToday(deckId: string, onReview: (due: number) => void) {
  let reviewed = 0;
  for (let round = 0; round < 10; round++) {
    const session = (await req('GET', `/api/decks/${deckId}/study`)).json<StudyResponse>();
    if (session.dueCards.length === 0) {
      t.clock.advance(20 * 60_000);
      const later = (await req('GET', `/api/decks/${deckId}/study`)).json<StudyResponse>();
      if (later.dueCards.length === 0) break;
      continue;
    }
    for (const card of session.dueCards) {
      const res = await req('POST', `/api/decks/${deckId}/review`, { cardId: card.id, quality: 'good' });
      expect(res.statusCode).toBe(200);
      onReview(Date.parse(res.json<{ card: { due: string } }>().card.due));
      reviewed += 1;
    }
    t.clock.advance(2 * 60_000);
  }
  return reviewed;
}

describe('exam dates', () => {
  it('stores an exam date on create and update, refuses malformed ones and keeps past ones without effect', async () => {
    for (const examDate of ['2027-02-30', '15/03/2027', '2027-3-15', 20270315, 'tomorrow']) {
      const res = await createDeck({ examDate });
      expect(res.statusCode, String(examDate)).toBe(400);
      expect(res.json<{ error: string }>().error).toMatch(/examDate/);
    }
    const created = await createDeck({ examDate: EXAM_DATE });
    expect(created.statusCode).toBe(201);
    const deck = created.json<{ id: string; examDate: string; examDaysLeft: number; targetRetention: number }>();
    expect(deck).toMatchObject({ examDate: EXAM_DATE, examDaysLeft: 14, targetRetention: 0.9 });

    const bad = await req('PUT', `/api/flashcards/decks/${deck.id}`, { examDate: '2027-13-01' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ error: expect.stringMatching(/examDate/) });

    const past = await req('PUT', `/api/flashcards/decks/${deck.id}`, { examDate: '2027-02-01' });
    expect(past.statusCode).toBe(200);
    expect(past.json()).toMatchObject({ examDate: '2027-02-01', examDaysLeft: null });
    expect((await forecast(deck.id)).forecast).toBeNull();

    const cleared = await req('PUT', `/api/flashcards/decks/${deck.id}`, { examDate: null });
    expect(cleared.json()).toMatchObject({ examDate: null, examDaysLeft: null });
    const list = (await req('GET', '/api/flashcards/decks')).json<{ id: string; examDate: string | null }[]>();
    expect(list.find((d) => d.id === deck.id)?.examDate).toBeNull();

    // Another user's deck is not found.
    const other = await registerUser(t.app);
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/decks/${deck.id}/exam-forecast`,
      headers: bearer(other.token),
    });
    expect(res.statusCode).toBe(404);
  });

  it('follows a deck to its exam: nothing due past the exam, predicted recall reaching the target, normal after', async () => {
    const deck = (await createDeck({ name: 'Exam deck', examDate: EXAM_DATE })).json<{ id: string }>();
    const first = await forecast(deck.id);
    expect(first).toMatchObject({ examDate: EXAM_DATE, examDaysLeft: 14, targetRetention: 0.9 });
    expect(first.forecast).toMatchObject({ totalCards: CARDS, cardsNotLearnedInTime: 0, recallIfStoppedNow: 0 });
    // Followed as scheduled, every card is at the target when the exam day starts.
    expect(first.forecast!.predictedRecall).toBeGreaterThanOrEqual(0.9);
    expect(first.forecast!.reviewsPerDay).toBeGreaterThan(0);

    const session = (await req('GET', `/api/decks/${deck.id}/study`)).json<StudyResponse>();
    expect(session.deck).toMatchObject({ examDate: EXAM_DATE, examDaysLeft: 14 });

    const dues: number[] = [];
    const stoppedNow: number[] = [];
    for (let day = 0; day < 14; day++) {
      t.clock.set(START + day * DAY_MS);
      const reviewed = await studyToday(deck.id, (due) => dues.push(due));
      if (day < 2) expect(reviewed).toBeGreaterThan(0);
      const f = await forecast(deck.id);
      expect(f.examDaysLeft).toBe(14 - day);
      stoppedNow.push(f.forecast!.recallIfStoppedNow);
    }
    // No review was scheduled past the start of the exam day, and the cap was used.
    expect(Math.max(...dues)).toBeLessThanOrEqual(EXAM_START);
    expect(dues.filter((d) => d === EXAM_START).length).toBeGreaterThan(0);
    // Recall on exam day if the student stopped rose as they studied, and reached the target.
    expect(stoppedNow[0]).toBeLessThan(0.9);
    expect(stoppedNow.at(-1)).toBeGreaterThanOrEqual(0.9);
    const last = await forecast(deck.id);
    expect(last.forecast!.predictedRecall).toBeCloseTo(last.forecast!.recallIfStoppedNow, 6);

    // The same number from the cards themselves.
    const rows = await t.db.selectFrom('cards').selectAll().where('deck_id', '=', deck.id).execute();
    const mean =
      rows.reduce((s, r) => s + retrievability(r.stability, EXAM_START - r.last_review_at!), 0) / rows.length;
    expect(mean).toBeCloseTo(last.forecast!.recallIfStoppedNow, 6);
    expect(rows.every((r) => r.due_at <= EXAM_START)).toBe(true);

    // The day after the exam the deck is scheduled as usual.
    t.clock.set(EXAM_START + DAY_MS + 10 * 60 * 60_000);
    expect(await forecast(deck.id)).toMatchObject({ examDaysLeft: null, forecast: null });
    const after = (await req('GET', `/api/decks/${deck.id}/study`)).json<StudyResponse>();
    expect(after.deck.examDaysLeft).toBeNull();
    const card = after.dueCards[0]!;
    const row = rows.find((r) => r.id === card.id)!;
    const res = await req('POST', `/api/decks/${deck.id}/review`, { cardId: card.id, quality: 'good' });
    const expected = schedule(row, 'good', t.clock.now()).next.due_at;
    expect(Date.parse(res.json<{ card: { due: string } }>().card.due)).toBe(expected);
    expect(expected - t.clock.now()).toBeGreaterThan(7 * DAY_MS);
  });

  it('previews rating intervals that stop at the exam day', async () => {
    t.clock.set(START);
    const deck = (await createDeck({ name: 'Tomorrow', examDate: '2027-03-02' })).json<{ id: string }>();
    const session = (await req('GET', `/api/decks/${deck.id}/study`)).json<StudyResponse>();
    expect(session.deck.examDaysLeft).toBe(1);
    // From 18:00 the exam day starts in 6 hours: Good and Easy stop there instead of days later.
    expect(session.dueCards[0]!.intervals).toMatchObject({ good: '6h', easy: '6h' });
    const res = await req('POST', `/api/decks/${deck.id}/review`, { cardId: session.dueCards[0]!.id, quality: 'easy' });
    expect(res.json<{ card: { due: string } }>().card.due).toBe('2027-03-02T00:00:00.000Z');
  });
});
