import type { Flashcard } from '@revisely/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipart } from '../../../test/fixtures.js';
import { bearer, createTestApp, registerUser, type TestContext } from '../../../test/test-app.js';
import { deckFullMessage } from '../../core/deck-limit.js';

// A small limit stands in for the default 20,000: the rule is the same at any size.
const LIMIT = 5;
let t: TestContext;
let token: string;

const cards = (n: number, prefix = 'q') =>
  Array.from({ length: n }, (_, i) => ({ front: `${prefix}${i}`, back: `a${i}` }));
const createDeck = (n: number) =>
  t.app.inject({
    method: 'POST',
    url: '/api/flashcards/decks',
    headers: bearer(token),
    payload: { name: `Deck of ${n}`, cards: cards(n) },
  });
const deckCards = async (deckId: string) =>
  (await t.app.inject({ method: 'GET', url: `/api/flashcards/decks/${deckId}/cards`, headers: bearer(token) })).json<
    Flashcard[]
  >();

beforeAll(async () => {
  t = await createTestApp({ env: { DECK_CARD_LIMIT: String(LIMIT) } });
  token = (await registerUser(t.app)).token;
});
afterAll(async () => {
  await t.close();
});

describe('cards per deck (DECK_CARD_LIMIT), imports included', () => {
  it('refuses a new deck over the limit and takes one at it', async () => {
    const over = await createDeck(LIMIT + 1);
    expect(over.statusCode).toBe(422);
    expect(over.json()).toEqual({ error: deckFullMessage(LIMIT) });
    expect((await createDeck(LIMIT)).statusCode).toBe(201);
  });

  it('refuses cards added to a full deck, one or many, and stores none of them', async () => {
    const deck = (await createDeck(LIMIT - 1)).json<{ id: string }>();
    const add = (payload: object) =>
      t.app.inject({ method: 'POST', url: `/api/flashcards/decks/${deck.id}/cards`, headers: bearer(token), payload });
    expect((await add({ cards: cards(2, 'more') })).statusCode).toBe(422);
    expect(await deckCards(deck.id)).toHaveLength(LIMIT - 1);
    expect((await add({ front_text: 'last', back_text: 'fits' })).statusCode).toBe(201);
    const full = await add({ front_text: 'one more', back_text: 'no room' });
    expect(full.statusCode).toBe(422);
    expect(full.json()).toEqual({ error: deckFullMessage(LIMIT) });
  });

  it('counts an import into a deck with what the deck holds already (the limit is per deck, not per file)', async () => {
    const deck = (await createDeck(3)).json<{ id: string }>();
    const file = Buffer.from('x1\ty1\nx2\ty2\nx3\ty3\n');
    const body = multipart([
      { name: 'deckId', value: deck.id },
      { name: 'file', file: { data: file, filename: 'more.tsv', type: 'text/tab-separated-values' } },
    ]);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/flashcards/import',
      headers: { ...bearer(token), ...body.headers },
      payload: body.payload,
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ error: deckFullMessage(LIMIT) });
    expect(await deckCards(deck.id)).toHaveLength(3);
  });
});
