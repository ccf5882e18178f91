import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEmptyCard, fsrs, Rating } from 'ts-fsrs';
import {
  createDeck,
  getDueQueue,
  numberedCards,
  postReview,
  send,
  type StudyMethod,
} from '../../../test/study-fixtures.js';
import { createTestApp, registerUser, type TestContext } from '../../../test/test-app.js';
import { SCHEDULER_PARAMETERS } from './scheduler.js';

let t: TestContext;
let user: { token: string };
const DAY = 86_400_000;

const req = (method: 'GET' | 'POST', url: string, payload?: unknown) => send(t.app, user.token, method, url, payload);

const makeDeck = (n: number, name = 'Deck') =>
  createDeck(t.app, user.token, { name, subject: 'Physics', topic: 'Forces', cards: numberedCards(n) });

beforeAll(async () => {
  t = await createTestApp();
  user = await registerUser(t.app);
});
afterAll(async () => {
  await t.close();
});

describe('study session and reviews', () => {
  it('serves new cards in order with interval previews near the spec labels', async () => {
    const deck = await makeDeck(3, 'Mechanics');
    const res = await req('GET', `/api/decks/${deck.id}/study`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.deck).toMatchObject({ id: deck.id, name: 'Mechanics', subject: 'Physics', topic: 'Forces' });
    expect(body.dueCards.map((c: { front_text: string }) => c.front_text)).toEqual(['Q0', 'Q1', 'Q2']);
    const intervals = body.dueCards[0].intervals;
    expect(intervals.again).toBe('1min');
    expect(intervals.hard).toMatch(/^\d+min$/);
    expect(intervals.good).toMatch(/^[1-4]d$/);
    expect(Number.parseInt(intervals.easy)).toBeGreaterThanOrEqual(4);
  });

  it('follows one card through ratings across days exactly as ts-fsrs schedules it', async () => {
    const deck = await makeDeck(1, 'Follow');
    const cardId = deck.cards[0]!.id;
    const start = t.clock.now();
    // ts-fsrs with fuzz is seeded from the card's state and time, so replaying gives the same dates.
    const f = fsrs(SCHEDULER_PARAMETERS);
    let expected = createEmptyCard(new Date(start));
    const plan: [number, 'again' | 'hard' | 'good' | 'easy', Rating][] = [
      [0, 'good', Rating.Good],
      [3 * DAY, 'good', Rating.Good],
      [12 * DAY, 'again', Rating.Again],
      [12 * DAY + 15 * 60_000, 'good', Rating.Good],
      [25 * DAY, 'easy', Rating.Easy],
    ];
    // (Kept inside the 30-day session lifetime.)
    for (const [offset, quality, rating] of plan) {
      t.clock.set(start + offset);
      const res = await req('POST', `/api/decks/${deck.id}/review`, { cardId, quality, responseTimeMs: 4000 });
      expect(res.statusCode).toBe(200);
      expected = f.next(expected, new Date(start + offset), rating as Exclude<Rating, Rating.Manual>).card;
      expect(res.json().card.due).toBe(expected.due.toISOString());
      expect(res.json().card.reps).toBe(expected.reps);
      expect(res.json().card.lapses).toBe(expected.lapses);
    }
    t.clock.set(start);
  });

  it('awards more XP for good than again, and none for a card that was not due', async () => {
    const deck = await makeDeck(2, 'XP');
    const good = (
      await req('POST', `/api/decks/${deck.id}/review`, {
        cardId: deck.cards[0]!.id,
        quality: 'good',
        responseTimeMs: 1000,
      })
    ).json();
    const again = (
      await req('POST', `/api/decks/${deck.id}/review`, {
        cardId: deck.cards[1]!.id,
        quality: 'again',
        responseTimeMs: 1000,
      })
    ).json();
    expect(good.xpAwarded).toBeGreaterThan(again.xpAwarded);
    expect(again.xpAwarded).toBeGreaterThan(0);
    const early = (
      await req('POST', `/api/decks/${deck.id}/review`, {
        cardId: deck.cards[0]!.id,
        quality: 'good',
        responseTimeMs: 1000,
      })
    ).json();
    expect(early.xpAwarded).toBe(0);
    expect(early).toMatchObject({ leveledUp: false, newLevel: expect.any(Number) });
  });

  it('rejects bad review input', async () => {
    const deck = await makeDeck(1, 'Bad');
    const cardId = deck.cards[0]!.id;
    for (const [payload, text] of [
      [{ cardId, quality: 'perfect' }, 'quality must be one of again, hard, good, easy'],
      [{ cardId, quality: 5 }, 'quality must be one of again, hard, good, easy'],
      [{ quality: 'good' }, 'cardId is required'],
      [{ cardId: 123, quality: 'good' }, 'cardId must be text'],
      [{ cardId, quality: 'good', responseTimeMs: 'fast' }, 'responseTimeMs must be a number'],
      [{ cardId, quality: 'good', responseTimeMs: -5 }, 'responseTimeMs must not be negative'],
    ] as const) {
      const res = await req('POST', `/api/decks/${deck.id}/review`, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toBe(text);
    }
    const other = await makeDeck(1, 'Other');
    const wrongDeck = await req('POST', `/api/decks/${other.id}/review`, { cardId, quality: 'good' });
    expect(wrongDeck.statusCode).toBe(404);
  });

  it('answers 401, not 400, to a request without a session whatever its body', async () => {
    const cases = [
      { method: 'POST' as const, url: '/api/decks/not-a-uuid/review', payload: { quality: 'perfect' } },
      { method: 'POST' as const, url: '/api/decks/not-a-uuid/review' },
      { method: 'GET' as const, url: '/api/decks/not-a-uuid/study' },
      { method: 'GET' as const, url: '/api/flashcards/review/due' },
    ];
    for (const c of cases) {
      const res = await t.app.inject(c);
      expect(res.statusCode, `${c.method} ${c.url}`).toBe(401);
      expect(res.json()).toEqual({ error: expect.any(String) });
    }
  });

  it('shows every change to decks, cards and reviews in the due queue at once', async () => {
    const fresh = await createTestApp();
    try {
      const u = await registerUser(fresh.app);
      const call = (method: StudyMethod, url: string, payload?: object) =>
        send(fresh.app, u.token, method, url, payload);
      const due = async () => (await getDueQueue(fresh.app, u.token)).json();

      const empty = await getDueQueue(fresh.app, u.token);
      expect(empty.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(empty.json()).toEqual({ cards: [], newCards: 0, learningCards: 0, reviewCards: 0 });
      const deck = (
        await call('POST', '/api/flashcards/decks', {
          name: 'Cells',
          subject: 'Biology',
          cards: [{ front: 'Q0', back: 'A0' }],
        })
      ).json();
      expect((await due()).newCards).toBe(1);

      await call('POST', `/api/flashcards/decks/${deck.id}/cards`, { front: 'Q1', back: 'A1' });
      const two = await due();
      expect(two.newCards).toBe(2);
      expect(two.cards.map((c: { front_text: string }) => c.front_text)).toEqual(['Q0', 'Q1']);

      await call('PUT', `/api/flashcards/${deck.cards[0].id}`, { front_text: 'Q0 edited' });
      expect((await due()).cards[0].front_text).toBe('Q0 edited');

      await call('PUT', `/api/flashcards/decks/${deck.id}`, { name: 'Cell biology' });
      expect((await due()).cards[0].deck_name).toBe('Cell biology');

      await call('POST', `/api/decks/${deck.id}/review`, { cardId: deck.cards[0].id, quality: 'good' });
      const reviewed = await due();
      expect(reviewed.newCards).toBe(1);
      expect(reviewed.cards.map((c: { front_text: string }) => c.front_text)).toEqual(['Q1']);

      const second = two.cards[1].id as string;
      await call('DELETE', `/api/flashcards/${second}`);
      expect(await due()).toMatchObject({ cards: [], newCards: 0 });

      await call('POST', `/api/flashcards/decks/${deck.id}/cards`, { front: 'Q2', back: 'A2' });
      expect((await due()).newCards).toBe(1);
      await call('DELETE', `/api/flashcards/decks/${deck.id}`);
      expect(await due()).toMatchObject({ cards: [], newCards: 0, learningCards: 0, reviewCards: 0 });
    } finally {
      await fresh.close();
    }
  });

  it('limits new cards to 20 per deck per day and counts the due queue', async () => {
    const fresh = await createTestApp();
    try {
      const u = await registerUser(fresh.app);
      const deck = (
        await send(fresh.app, u.token, 'POST', '/api/flashcards/decks', {
          name: 'Lots',
          subject: 'Maths',
          cards: numberedCards(30),
        })
      ).json();
      const study = (await send(fresh.app, u.token, 'GET', `/api/decks/${deck.id}/study`)).json();
      expect(study.dueCards).toHaveLength(20);
      await postReview(fresh.app, u.token, deck.id, { cardId: study.dueCards[0].id, quality: 'again' });
      await postReview(fresh.app, u.token, deck.id, { cardId: study.dueCards[1].id, quality: 'good' });

      const due = (await getDueQueue(fresh.app, u.token)).json();
      // Two new cards were introduced today, so 18 more are allowed; the again card is learning but due in a minute.
      expect(due).toMatchObject({ newCards: 18, learningCards: 0, reviewCards: 0 });
      fresh.clock.advance(2 * 60_000);
      const later = (await getDueQueue(fresh.app, u.token)).json();
      expect(later).toMatchObject({ newCards: 18, learningCards: 1 });
      expect(later.cards[0].front_text).toBe('Q0');
      fresh.clock.advance(DAY);
      const tomorrow = (await getDueQueue(fresh.app, u.token)).json();
      expect(tomorrow.newCards).toBe(20);
    } finally {
      await fresh.close();
    }
  });
});
