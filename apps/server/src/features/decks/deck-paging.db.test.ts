import {
  DECK_CARDS_PAGE_MAX,
  DeckWithCardsSchema,
  FlashcardSchema,
  type DeckWithCards,
  type Flashcard,
} from '@revisely/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { bearer, createTestApp, registerUser, type TestContext } from '../../../test/test-app.js';

let t: TestContext;
let token: string;

beforeAll(async () => {
  t = await createTestApp();
  token = (await registerUser(t.app)).token;
});
afterAll(async () => {
  await t.close();
});

const cards = (n: number, from: number) =>
  Array.from({ length: n }, (_, i) => ({ front: `q${from + i}`, back: `a${from + i}` }));
const get = (url: string) => t.app.inject({ method: 'GET', url, headers: bearer(token) });

describe('deck reads page their cards', () => {
  it('answers a small deck exactly as before (all cards, no nextOffset)', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/flashcards/decks',
      headers: bearer(token),
      payload: { name: 'Small', cards: cards(3, 0) },
    });
    const id = created.json<{ id: string }>().id;
    const deck = (await get(`/api/flashcards/decks/${id}`)).json<DeckWithCards>();
    expect(deck.cards.map((c) => c.front_text)).toEqual(['q0', 'q1', 'q2']);
    expect(deck.total_cards).toBe(3);
    expect('nextOffset' in deck).toBe(false);
  });

  it('sends a big deck a page at a time, with whole-deck counts, and refuses a page over the maximum', async () => {
    const total = DECK_CARDS_PAGE_MAX * 2 + 500;
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/flashcards/decks',
      headers: bearer(token),
      payload: { name: 'Big', cards: cards(DECK_CARDS_PAGE_MAX, 0) },
    });
    const id = created.json<{ id: string }>().id;
    for (const from of [DECK_CARDS_PAGE_MAX, DECK_CARDS_PAGE_MAX * 2]) {
      const added = await t.app.inject({
        method: 'POST',
        url: `/api/flashcards/decks/${id}/cards`,
        headers: bearer(token),
        payload: { cards: cards(Math.min(DECK_CARDS_PAGE_MAX, total - from), from) },
      });
      expect(added.statusCode).toBe(201);
    }

    const first = (await get(`/api/flashcards/decks/${id}`)).json<DeckWithCards>();
    expect(first.cards).toHaveLength(DECK_CARDS_PAGE_MAX);
    expect(first.total_cards).toBe(total);
    expect(first.due_cards).toBe(total);
    expect(first.nextOffset).toBe(DECK_CARDS_PAGE_MAX);

    // Every card once, in deck order, across the pages of /cards.
    const seen: string[] = [];
    for (let offset = 0; ; offset += 700) {
      const page = (await get(`/api/flashcards/decks/${id}/cards?limit=700&offset=${offset}`)).json<Flashcard[]>();
      seen.push(...page.map((c) => c.front_text));
      if (page.length < 700) break;
    }
    expect(seen).toEqual(cards(total, 0).map((c) => c.front));

    const last = (await get(`/api/flashcards/decks/${id}?offset=${DECK_CARDS_PAGE_MAX * 2}`)).json<DeckWithCards>();
    expect(last.cards).toHaveLength(500);
    expect('nextOffset' in last).toBe(false);

    const tooMany = await get(`/api/flashcards/decks/${id}/cards?limit=${DECK_CARDS_PAGE_MAX + 1}`);
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json()).toHaveProperty('error');
    expect((await get(`/api/flashcards/decks/${id}/cards?offset=-1`)).statusCode).toBe(400);
  });

  it('answers pages byte for byte as the contract’s schemas would serialise them (no Zod on the way out)', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/flashcards/decks',
      headers: bearer(token),
      payload: {
        name: 'Bytes',
        subject: 'Biology',
        cards: [...cards(3, 0), { front: 'The {{c1::nucleus}} holds {{c2::DNA}}', back: '' }],
      },
    });
    const id = created.json<{ id: string }>().id;
    // What the app's Zod serializer made of the same data: the schema's keys, in its order.
    const page = await get(`/api/flashcards/decks/${id}/cards?limit=3&offset=1`);
    expect(page.statusCode).toBe(200);
    expect(page.body).toBe(JSON.stringify(z.array(FlashcardSchema).parse(page.json())));
    expect(page.json<Flashcard[]>()).toHaveLength(3);
    for (const url of [`/api/flashcards/decks/${id}?limit=2`, `/api/flashcards/decks/${id}`]) {
      const deck = await get(url);
      expect(deck.statusCode).toBe(200);
      expect(deck.body).toBe(JSON.stringify(DeckWithCardsSchema.parse(deck.json())));
    }
    expect((await get(`/api/flashcards/decks/${id}?limit=2`)).json<DeckWithCards>().nextOffset).toBe(2);
    // Errors still go through the usual serializer.
    const missing = await get('/api/flashcards/decks/no-such-deck/cards');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ error: 'Deck not found' });
  });
});
