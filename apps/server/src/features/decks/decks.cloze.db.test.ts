import { CLOZE_EMPTY_MESSAGE } from '@revisely/contracts';
import { describe, expect, it } from 'vitest';
import { useDeckRouteApp } from '../../../test/deck-route-fixtures.js';

const { t, alice, bob, req } = useDeckRouteApp();
const db = () => t().db;

interface Card {
  id: string;
  front_text: string;
  back_text: string;
  cloze_index: number | null;
  reps: number;
  state: string;
  due: string;
}

const NOTE = 'The {{c1::mitochondria}} releases energy as {{c2::ATP::a molecule}}.';

async function deckCards(deckId: string, token = alice.token): Promise<Card[]> {
  return (await req('GET', `/api/flashcards/decks/${deckId}/cards`, token)).json();
}

async function newDeck(cards: unknown[]): Promise<{ id: string; cards: Card[] }> {
  const res = await req('POST', '/api/flashcards/decks', alice.token, { name: 'Cloze', subject: 'Biology', cards });
  expect(res.statusCode).toBe(201);
  return res.json();
}

describe('cloze cards', () => {
  it('makes one card per deletion number from the builder, sharing the note text; the back may be empty', async () => {
    const deck = await newDeck([
      { front: 'Basic?', back: 'Yes' },
      { front: NOTE, back: '' },
      { front: 'Repeat {{c3::one}} and {{c3::two}} and {{c1::three}}', back: 'Extra' },
    ]);
    expect(deck.cards.map((c) => c.cloze_index)).toEqual([null, 1, 2, 1, 3]);
    expect(deck.cards[1]).toMatchObject({ front_text: NOTE, back_text: '' });
    const rows = await db()
      .selectFrom('cards')
      .select(['note_guid', 'cloze_index'])
      .where('deck_id', '=', deck.id)
      .orderBy('position')
      .execute();
    expect(rows[0]!.note_guid).toBeNull();
    expect(rows[1]!.note_guid).toBeTruthy();
    expect(rows[2]!.note_guid).toBe(rows[1]!.note_guid);
    expect(rows[3]!.note_guid).not.toBe(rows[1]!.note_guid);

    const list = (await req('GET', '/api/flashcards/decks', alice.token)).json() as {
      id: string;
      total_cards: number;
    }[];
    expect(list.find((d) => d.id === deck.id)?.total_cards).toBe(5);
    // Every sibling is due and shows in the study session with its number.
    const study = (await req('GET', `/api/decks/${deck.id}/study`, alice.token)).json();
    expect(study.dueCards.map((c: Card) => c.cloze_index)).toEqual([null, 1, 2, 1, 3]);
  });

  it('adds a cloze card to a deck (single and batch) and answers with its first card', async () => {
    const deck = await newDeck([{ front: 'Basic?', back: 'Yes' }]);
    const one = await req('POST', `/api/flashcards/decks/${deck.id}/cards`, alice.token, {
      front_text: '{{c2::Na}} and {{c1::Cl}} make salt',
      back_text: '',
    });
    expect(one.statusCode).toBe(201);
    expect(one.json()).toMatchObject({ cloze_index: 1, back_text: '' });
    const batch = await req('POST', `/api/flashcards/decks/${deck.id}/cards`, alice.token, {
      cards: [{ front: NOTE, back: 'Respiration' }],
    });
    expect(batch.statusCode).toBe(201);
    expect(batch.json().cards.map((c: Card) => c.cloze_index)).toEqual([1, 2]);
    expect((await deckCards(deck.id)).map((c) => c.cloze_index)).toEqual([null, 1, 2, 1, 2]);
  });

  it('rejects a cloze front without a non-empty deletion, and a basic card still needs both sides', async () => {
    const deck = await newDeck([{ front: 'Basic?', back: 'Yes' }]);
    for (const front of ['Empty {{c1::}} here', '{{c1::   }}']) {
      const res = await req('POST', `/api/flashcards/decks/${deck.id}/cards`, alice.token, {
        front_text: front,
        back_text: 'b',
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: CLOZE_EMPTY_MESSAGE });
    }
    const create = await req('POST', '/api/flashcards/decks', alice.token, {
      name: 'Bad',
      subject: 'Biology',
      cards: [{ front: '{{c1::}}', back: '' }],
    });
    expect(create.statusCode).toBe(400);
    const outOfRange = await req('POST', `/api/flashcards/decks/${deck.id}/cards`, alice.token, {
      front_text: '{{c0::x}}',
    });
    expect(outOfRange.statusCode).toBe(400);
    const noBack = await req('POST', `/api/flashcards/decks/${deck.id}/cards`, alice.token, {
      front_text: 'Plain',
      back_text: '',
    });
    expect(noBack.statusCode).toBe(400);
    expect(await deckCards(deck.id)).toHaveLength(1);
  });

  it('editing a sibling updates the note: adds and removes siblings and keeps each survivor’s schedule', async () => {
    const deck = await newDeck([{ front: NOTE, back: '' }]);
    const [c1, c2] = deck.cards;
    const review = await req('POST', `/api/decks/${deck.id}/review`, alice.token, { cardId: c1!.id, quality: 'good' });
    expect(review.statusCode).toBe(200);
    const reviewed = (await deckCards(deck.id)).find((c) => c.id === c1!.id)!;
    expect(reviewed.reps).toBe(1);

    // Edit through the second card: c2 is gone, c3 is new, c1 survives.
    const next = 'The {{c1::mitochondria}} is in {{c3::eukaryotic}} cells.';
    const res = await req('PUT', `/api/flashcards/${c2!.id}`, alice.token, { front_text: next, back_text: 'Extra' });
    expect(res.statusCode).toBe(200);
    expect(res.json().cloze_index).toBe(1);
    const after = await deckCards(deck.id);
    expect(after.map((c) => c.cloze_index).sort()).toEqual([1, 3]);
    expect(after.every((c) => c.front_text === next && c.back_text === 'Extra')).toBe(true);
    const survivor = after.find((c) => c.cloze_index === 1)!;
    expect(survivor).toMatchObject({ id: c1!.id, reps: 1, state: reviewed.state, due: reviewed.due });
    expect(after.find((c) => c.cloze_index === 3)).toMatchObject({ reps: 0, state: 'new' });
    expect(after.some((c) => c.id === c2!.id)).toBe(false);
  });

  it('a basic card that gains deletions becomes the note’s first card, and losing them all makes it basic again', async () => {
    const deck = await newDeck([{ front: 'Water is H2O', back: 'Yes' }]);
    const [basic] = deck.cards;
    const toCloze = await req('PUT', `/api/flashcards/${basic!.id}`, alice.token, {
      front_text: '{{c1::Water}} is {{c2::H2O}}',
    });
    expect(toCloze.statusCode).toBe(200);
    expect(toCloze.json()).toMatchObject({ id: basic!.id, cloze_index: 1 });
    expect((await deckCards(deck.id)).map((c) => c.cloze_index)).toEqual([1, 2]);

    const blank = await req('PUT', `/api/flashcards/${basic!.id}`, alice.token, { front_text: '{{c1::}}' });
    expect(blank.statusCode).toBe(400);
    expect((await deckCards(deck.id)).map((c) => c.cloze_index)).toEqual([1, 2]);

    const backToBasic = await req('PUT', `/api/flashcards/${basic!.id}`, alice.token, { front_text: 'Water is H2O' });
    expect(backToBasic.statusCode).toBe(200);
    expect(backToBasic.json()).toMatchObject({
      id: basic!.id,
      cloze_index: null,
      back_text: 'Yes',
    });
    expect(await deckCards(deck.id)).toHaveLength(1);
  });

  it('deleting a cloze card deletes its note’s siblings only; nobody else can edit or delete them', async () => {
    const deck = await newDeck([
      { front: NOTE, back: '' },
      { front: 'Other {{c1::note}}', back: '' },
      { front: 'Basic?', back: 'Yes' },
    ]);
    const [first] = deck.cards;
    expect(
      (await req('PUT', `/api/flashcards/${first!.id}`, bob.token, { front_text: 'x {{c1::y}}' })).statusCode,
    ).toBe(404);
    expect((await req('DELETE', `/api/flashcards/${first!.id}`, bob.token)).statusCode).toBe(404);
    expect(await deckCards(deck.id)).toHaveLength(4);

    const res = await req('DELETE', `/api/flashcards/${first!.id}`, alice.token);
    expect(res.statusCode).toBe(200);
    const left = await deckCards(deck.id);
    expect(left.map((c) => c.front_text)).toEqual(['Other {{c1::note}}', 'Basic?']);
  });

  it('moving a cloze card leaves its siblings untouched', async () => {
    const deck = await newDeck([{ front: NOTE, back: '' }]);
    const [c1, c2] = deck.cards;
    const before = await db()
      .selectFrom('cards')
      .select(['id', 'updated_at'])
      .where('id', '=', c2!.id)
      .executeTakeFirstOrThrow();
    t().clock.advance(60_000);
    const res = await req('PUT', `/api/flashcards/${c1!.id}`, alice.token, { position: 7 });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: c1!.id, position: 7, cloze_index: 1 });
    const after = await db()
      .selectFrom('cards')
      .select(['id', 'updated_at'])
      .where('id', '=', c2!.id)
      .executeTakeFirstOrThrow();
    expect(Number(after.updated_at)).toBe(Number(before.updated_at));
    expect(await deckCards(deck.id)).toHaveLength(2);
  });

  it('refuses a request that would expand into more than 5000 cards', async () => {
    const many = Array.from({ length: 100 }, (_, i) => `{{c${i + 1}::w${i}}}`).join(' ');
    const res = await req('POST', '/api/flashcards/decks', alice.token, {
      name: 'Too many',
      subject: 'Biology',
      cards: Array.from({ length: 51 }, () => ({ front: many, back: '' })),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'cards would make more than 5000 cards' });
  });
});
