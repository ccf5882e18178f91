import { describe, expect, it } from 'vitest';
import { SUMMARY_TEXT, useDeckRouteApp } from '../../../test/deck-route-fixtures.js';

// Decks and cards over HTTP, and bad input; generation and suggestions: decks.generate.db.test.ts.

const { t, alice, bob, req } = useDeckRouteApp();

describe('decks and cards', () => {
  it('creates a deck with cards in order, dropping cards with both sides blank', async () => {
    const res = await req('POST', '/api/flashcards/decks', alice.token, {
      name: 'Cells',
      subject: 'Biology',
      topic: 'Organelles',
      qualification: 'A-Level',
      examBoard: 'AQA',
      description: '',
      tags: [],
      userPlan: 'free',
      cards: [
        { front: 'What is the nucleus?', back: 'Holds DNA', tags: [], difficulty: 'medium' },
        { front: '  ', back: '' },
        { front_text: 'Mitochondria?', back_text: 'Respiration', explanation: 'ATP' },
      ],
    });
    expect(res.statusCode).toBe(201);
    const deck = res.json();
    expect(deck).toMatchObject({
      name: 'Cells',
      subject: 'Biology',
      exam_board: 'AQA',
      examBoard: 'AQA',
      difficulty: 'medium',
      total_cards: 2,
    });
    expect(deck.cards.map((c: { front_text: string }) => c.front_text)).toEqual([
      'What is the nucleus?',
      'Mitochondria?',
    ]);
    expect(deck.cards[1].explanation).toBe('ATP');

    const list = (await req('GET', '/api/flashcards/decks', alice.token)).json();
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({
      id: deck.id,
      total_cards: 2,
      difficulty: 'medium',
      topic: 'Organelles',
      qualification: 'A-Level',
    });
    expect(list[0].created_at).toBe('2026-11-22T10:00:00.000Z');
    const cards = (await req('GET', `/api/flashcards/decks/${deck.id}/cards`, alice.token)).json();
    expect(cards).toHaveLength(2);
  });

  it('enforces limits with 400 naming the field', async () => {
    const cases: [unknown, string][] = [
      [{ name: '' }, 'name'],
      [{ name: 'x'.repeat(201) }, 'name'],
      [{ name: 'ok', subject: 's'.repeat(201) }, 'subject'],
      [{ name: 'ok', cards: [{ front: 'f'.repeat(5001), back: 'b' }] }, 'front'],
      [{ name: 'ok', cards: Array.from({ length: 1001 }, () => ({ front: 'a', back: 'b' })) }, 'cards'],
      [{ name: 'ok', cards: [{ front_text: 'a', back_text: 'b', explanation: 'e'.repeat(5001) }] }, 'explanation'],
    ];
    for (const [payload, field] of cases) {
      const res = await req('POST', '/api/flashcards/decks', alice.token, payload);
      expect(res.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
      expect(res.json().error).toContain(field);
    }
  });

  it('names the broken field when adding cards in bulk to a deck', async () => {
    const deck = (await req('POST', '/api/flashcards/decks', alice.token, { name: 'Bulk', subject: 'Maths' })).json();
    const many = Array.from({ length: 1001 }, () => ({ front: 'a', back: 'b' }));
    const cases: [unknown, string][] = [
      [{ cards: many }, 'cards must have at most 1000 entries'],
      [{ cards: [] }, 'cards must not be empty'],
      [{ cards: many, front_text: 'Q', back_text: 'A' }, 'cards must have at most 1000 entries'],
      [{ cards: [{ front: 'f'.repeat(5001), back: 'b' }] }, 'front'],
    ];
    for (const [payload, text] of cases) {
      const res = await req('POST', `/api/flashcards/decks/${deck.id}/cards`, alice.token, payload);
      expect(res.statusCode, JSON.stringify(payload).slice(0, 60)).toBe(400);
      expect(res.json().error).toContain(text);
    }
    expect((await req('GET', `/api/flashcards/decks/${deck.id}`, alice.token)).json().total_cards).toBe(0);
    const card = (
      await req('POST', `/api/flashcards/decks/${deck.id}/cards`, alice.token, { front: 'Q', back: 'A' })
    ).json();
    const far = await req('PUT', `/api/flashcards/${card.id}`, alice.token, { position: 3_000_000_000 });
    expect(far.statusCode).toBe(400);
    expect(far.json()).toEqual({ error: 'position must be at most 1000000' });
  });

  it('answers text the database cannot store with a 4xx, never a 500', async () => {
    // SQLite stores a NUL character and PostgreSQL refuses it, so it is removed before either sees it.
    const named = await req('POST', '/api/flashcards/decks', alice.token, { name: 'Nul\u0000deck' });
    expect(named.statusCode).toBe(201);
    expect(named.json()).toMatchObject({ name: 'Nuldeck' });
    for (const url of ['/api/flashcards/decks/%00', '/api/high-yield/deck?topic=%00', '/api/decks/%00/study']) {
      const res = await req('GET', url, alice.token);
      expect(res.statusCode, url).toBeLessThan(500);
      expect(res.statusCode, url).not.toBe(201);
    }
  });

  it('accepts 1,000 cards in one request', async () => {
    const cards = Array.from({ length: 1000 }, (_, i) => ({ front: `Q${i}`, back: `A${i}` }));
    const res = await req('POST', '/api/flashcards/decks', bob.token, { name: 'Big', subject: 'Maths', cards });
    expect(res.statusCode).toBe(201);
    expect(res.json().total_cards).toBe(1000);
    await req('DELETE', `/api/flashcards/decks/${res.json().id}`, bob.token);
  });

  it('updates decks and cards, adds one or many cards, and deletes', async () => {
    const deck = (
      await req('POST', '/api/flashcards/decks', alice.token, { name: 'History', subject: 'History', cards: [] })
    ).json();
    const upd = await req('PUT', `/api/flashcards/decks/${deck.id}`, alice.token, {
      name: 'Cold War',
      subject: 'History',
      topic: 'Cuba',
      qualification: 'GCSE',
      exam_board: 'Edexcel',
    });
    expect(upd.statusCode).toBe(200);
    expect(upd.json()).toMatchObject({ name: 'Cold War', topic: 'Cuba', exam_board: 'Edexcel' });

    const one = await req('POST', `/api/flashcards/decks/${deck.id}/cards`, alice.token, {
      front_text: 'When?',
      back_text: '1962',
      explanation: '',
    });
    expect(one.statusCode).toBe(201);
    expect(one.json()).toMatchObject({ front_text: 'When?', back_text: '1962', explanation: null, position: 0 });
    const blank = await req('POST', `/api/flashcards/decks/${deck.id}/cards`, alice.token, {
      front_text: ' ',
      back_text: 'x',
    });
    expect(blank.statusCode).toBe(400);

    const many = await req('POST', `/api/flashcards/decks/${deck.id}/cards`, alice.token, {
      cards: [
        { front: 'Who?', back: 'Khrushchev' },
        { front: '', back: '' },
        { front: 'Where?', back: 'Cuba' },
      ],
    });
    expect(many.statusCode).toBe(201);
    expect(many.json().cards.map((c: { position: number }) => c.position)).toEqual([1, 2]);

    const cardId = one.json().id;
    const edited = await req('PUT', `/api/flashcards/${cardId}`, alice.token, {
      front_text: 'What year?',
      back_text: '1962',
      explanation: 'Thirteen days',
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ front_text: 'What year?', explanation: 'Thirteen days' });

    expect((await req('DELETE', `/api/flashcards/${cardId}`, alice.token)).statusCode).toBe(200);
    expect((await req('DELETE', `/api/flashcards/${cardId}`, alice.token)).statusCode).toBe(404);
    const full = (await req('GET', `/api/flashcards/decks/${deck.id}`, alice.token)).json();
    expect(full.cards.map((c: { front_text: string }) => c.front_text)).toEqual(['Who?', 'Where?']);
    expect(full.total_cards).toBe(2);

    expect((await req('DELETE', `/api/flashcards/decks/${deck.id}`, alice.token)).statusCode).toBe(200);
    expect((await req('GET', `/api/flashcards/decks/${deck.id}`, alice.token)).statusCode).toBe(404);
  });

  it("treats another user's deck and cards as not found and changes nothing", async () => {
    const deck = (
      await req('POST', '/api/flashcards/decks', alice.token, {
        name: 'Mine',
        subject: 'Art',
        cards: [{ front: 'Q', back: 'A' }],
      })
    ).json();
    const cardId = deck.cards[0].id;
    const attempts = [
      req('GET', `/api/flashcards/decks/${deck.id}`, bob.token),
      req('GET', `/api/flashcards/decks/${deck.id}/cards`, bob.token),
      req('PUT', `/api/flashcards/decks/${deck.id}`, bob.token, { name: 'Stolen' }),
      req('POST', `/api/flashcards/decks/${deck.id}/cards`, bob.token, { front_text: 'x', back_text: 'y' }),
      req('PUT', `/api/flashcards/${cardId}`, bob.token, { front_text: 'x', back_text: 'y' }),
      req('DELETE', `/api/flashcards/${cardId}`, bob.token),
      req('DELETE', `/api/flashcards/decks/${deck.id}`, bob.token),
      req('GET', `/api/decks/${deck.id}/study`, bob.token),
      req('POST', `/api/decks/${deck.id}/review`, bob.token, { cardId, quality: 'good', responseTimeMs: 1000 }),
      req('POST', `/api/decks/${deck.id}/generate-from-summary`, bob.token, {
        summaryText: SUMMARY_TEXT.join(' '),
        subject: 'Art',
        qualification: 'GCSE',
        examBoard: 'AQA',
        cardCount: 5,
        difficulty: 'easy',
      }),
    ];
    for (const res of await Promise.all(attempts)) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: expect.any(String) });
    }
    const after = (await req('GET', `/api/flashcards/decks/${deck.id}`, alice.token)).json();
    expect(after).toMatchObject({ name: 'Mine', total_cards: 1 });
    expect(after.cards[0]).toMatchObject({ front_text: 'Q', back_text: 'A', reps: 0 });
  });
});

describe('bad input', () => {
  it('answers 401, not 400, to a request without a session whatever its body', async () => {
    const cases = [
      { method: 'POST' as const, url: '/api/flashcards/decks', payload: {} },
      { method: 'PUT' as const, url: '/api/flashcards/decks/not-a-uuid', payload: { name: 5 } },
      { method: 'POST' as const, url: '/api/flashcards/decks/not-a-uuid/cards', payload: { cards: 'x' } },
      { method: 'PUT' as const, url: '/api/flashcards/not-a-uuid', payload: { position: -1 } },
      { method: 'DELETE' as const, url: '/api/flashcards/not-a-uuid' },
      { method: 'POST' as const, url: '/api/flashcards/generate-from-summary', payload: { cardCount: 7 } },
      { method: 'POST' as const, url: '/api/decks/not-a-uuid/generate-from-summary', payload: { difficulty: 'x' } },
      { method: 'GET' as const, url: '/api/high-yield/deck' },
    ];
    for (const c of cases) {
      const res = await t().app.inject(c);
      expect(res.statusCode, `${c.method} ${c.url}`).toBe(401);
      expect(res.json()).toEqual({ error: expect.any(String) });
    }
  });

  it('says a missing deck name is required and a wrongly typed one is not text', async () => {
    const missing = await req('POST', '/api/flashcards/decks', alice.token, { subject: 'Biology' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ error: 'name is required' });
    const wrongType = await req('POST', '/api/flashcards/decks', alice.token, { name: 5 });
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json()).toEqual({ error: 'name must be text' });
  });

  it('refuses a deck name over 200 characters with one clear message, and names a long generated deck at a word', async () => {
    const exact = await req('POST', '/api/flashcards/decks', alice.token, { name: `  ${'a'.repeat(200)}  ` });
    expect(exact.statusCode).toBe(201);
    for (const [method, url] of [
      ['POST', '/api/flashcards/decks'],
      ['PUT', `/api/flashcards/decks/${exact.json().id}`],
    ] as const) {
      const long = await req(method, url, alice.token, { name: 'a'.repeat(201) });
      expect(long.statusCode).toBe(400);
      expect(long.json()).toEqual({ error: 'Deck name must be at most 200 characters' });
    }
    const generated = await req('POST', '/api/flashcards/generate-from-summary', alice.token, {
      summaryText: SUMMARY_TEXT.join(' '),
      subject: 'Biology',
      qualification: 'GCSE',
      examBoard: 'AQA',
      topic: 'mitochondria '.repeat(15).trim(),
    });
    expect(generated.statusCode).toBe(201);
    const name = generated.json().deckName as string;
    expect(name.length).toBeLessThanOrEqual(200);
    expect(name).toMatch(/^Biology: (mitochondria )+mitochondria…$/);
  });

  it('says an over-long suggestion topic is too long, not missing', async () => {
    const res = await req('GET', `/api/high-yield/deck?topic=${'a'.repeat(201)}`, alice.token);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'topic must be at most 200 characters' });
  });
});
