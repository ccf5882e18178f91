import { describe, expect, it } from 'vitest';
import { startFakeLlmServer, studyMaterialHandler } from '../../../test/fake-llm-server.js';
import { SUMMARY_TEXT, useDeckRouteApp } from '../../../test/deck-route-fixtures.js';
import { bearer, createTestApp, registerUser } from '../../../test/test-app.js';

// Flashcards generated from a summary, and high-yield suggestions; the rest of the deck routes:
// decks.routes.db.test.ts.

const { alice, bob, req } = useDeckRouteApp();

describe('generation from a summary', () => {
  it('creates a new deck named {subject}: {topic} and awards XP', async () => {
    const res = await req('POST', '/api/flashcards/generate-from-summary', alice.token, {
      summaryId: null,
      summaryText: SUMMARY_TEXT.join('\n'),
      subject: 'Biology',
      topic: 'Photosynthesis',
      qualification: 'GCSE',
      examBoard: 'AQA',
      deckName: '',
      cardCount: 5,
      difficulty: 'medium',
    });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.cards.length).toBeGreaterThan(0);
    expect(body.cards.length).toBeLessThanOrEqual(5);
    expect(body.deckName).toBe('Biology: Photosynthesis');
    expect(body.xpAwarded).toBe(body.cards.length * 2);
    const deck = (await req('GET', `/api/flashcards/decks/${body.deckId}`, alice.token)).json();
    expect(deck).toMatchObject({
      name: 'Biology: Photosynthesis',
      subject: 'Biology',
      exam_board: 'AQA',
      total_cards: body.cards.length,
    });
  });

  it('cuts a long default deck name to the limit and reports the name as stored', async () => {
    const res = await req('POST', '/api/flashcards/generate-from-summary', alice.token, {
      summaryText: SUMMARY_TEXT.join('\n'),
      subject: 'B'.repeat(200),
      topic: 'T'.repeat(200),
      qualification: 'GCSE',
      examBoard: 'AQA',
      cardCount: 5,
    });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.deckName).toHaveLength(200);
    expect((await req('GET', `/api/flashcards/decks/${body.deckId}`, alice.token)).json().name).toBe(body.deckName);
  });

  it('adds to an existing deck', async () => {
    const deck = (
      await req('POST', '/api/flashcards/decks', alice.token, {
        name: 'Plants',
        subject: 'Biology',
        cards: [{ front: 'Q', back: 'A' }],
      })
    ).json();
    const res = await req('POST', `/api/decks/${deck.id}/generate-from-summary`, alice.token, {
      summaryText: SUMMARY_TEXT.join('\n'),
      subject: 'Biology',
      topic: 'Photosynthesis',
      qualification: 'GCSE',
      examBoard: 'AQA',
      cardCount: 10,
      difficulty: 'hard',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().deckId).toBe(deck.id);
    const after = (await req('GET', `/api/flashcards/decks/${deck.id}`, alice.token)).json();
    expect(after.total_cards).toBe(1 + res.json().cards.length);
  });

  it.each([
    [{ subject: '', qualification: 'GCSE', examBoard: 'AQA' }, 'Subject, exam board, and qualification are required'],
    [{ subject: 'Biology', examBoard: 'AQA' }, 'Subject, exam board, and qualification are required'],
    [{ subject: null, qualification: null, examBoard: 'AQA' }, 'Subject, exam board, and qualification are required'],
    [
      { subject: 'Biology', qualification: 'GCSE', examBoard: 'AQA', cardCount: 7 },
      'cardCount must be 5, 10, 15 or 20',
    ],
    [
      { subject: 'Biology', qualification: 'GCSE', examBoard: 'AQA', difficulty: 'brutal' },
      'difficulty must be easy, medium or hard',
    ],
  ])('validates %j', async (fields, message) => {
    const res = await req('POST', '/api/flashcards/generate-from-summary', alice.token, {
      summaryText: SUMMARY_TEXT.join(' '),
      ...fields,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(message);
  });

  it.each([{}, { examBoard: null }, { examBoard: '  ' }])(
    "makes cards for exam board 'Other' when the summary has none (%j)",
    async (board) => {
      const res = await req('POST', '/api/flashcards/generate-from-summary', alice.token, {
        summaryText: SUMMARY_TEXT.join(' '),
        subject: 'Biology',
        qualification: 'GCSE',
        ...board,
      });
      expect(res.statusCode).toBe(201);
      const deck = (await req('GET', `/api/flashcards/decks/${res.json().deckId}`, alice.token)).json();
      expect(deck.examBoard).toBe('Other');
    },
  );

  it('uses a stored summary by id, and refuses someone else’s', async () => {
    const summary = (
      await req('POST', '/api/summaries', alice.token, {
        subject: 'Biology',
        qualification: 'GCSE',
        topic: 'Leaves',
        userEditedText: SUMMARY_TEXT.join(' '),
      })
    ).json();
    const mine = await req('POST', '/api/flashcards/generate-from-summary', alice.token, {
      summaryId: summary.id,
      subject: 'Biology',
      qualification: 'GCSE',
      examBoard: 'AQA',
      cardCount: 5,
    });
    expect(mine.statusCode).toBe(201);
    const theirs = await req('POST', '/api/flashcards/generate-from-summary', bob.token, {
      summaryId: summary.id,
      subject: 'Biology',
      qualification: 'GCSE',
      examBoard: 'AQA',
    });
    expect(theirs.statusCode).toBe(404);
  });

  it('says how many cards could be made when the text has fewer facts than asked for', async () => {
    const res = await req('POST', '/api/flashcards/generate-from-summary', alice.token, {
      summaryText: SUMMARY_TEXT.slice(0, 2).join('\n'),
      subject: 'Biology',
      qualification: 'GCSE',
      examBoard: 'AQA',
      cardCount: 20,
    });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    const made = body.cards.length as number;
    expect(made).toBeGreaterThan(0);
    expect(made).toBeLessThan(20);
    expect(body.requestedCount).toBe(20);
    expect(body.message).toBe(
      made === 1
        ? 'Only 1 card could be made from this summary.'
        : `Only ${made} cards could be made from this summary.`,
    );
    const deck = (await req('GET', `/api/flashcards/decks/${body.deckId}`, alice.token)).json();
    expect(deck.total_cards).toBe(made);
  });

  it('has no message when every requested card was made, also when adding to a deck', async () => {
    const fresh = await req('POST', '/api/flashcards/generate-from-summary', alice.token, {
      summaryText: SUMMARY_TEXT.join('\n'),
      subject: 'Biology',
      qualification: 'GCSE',
      examBoard: 'AQA',
      cardCount: 5,
    });
    expect(fresh.statusCode).toBe(201);
    expect(fresh.json()).toMatchObject({ requestedCount: 5, message: null });
    expect(fresh.json().cards).toHaveLength(5);

    const added = await req('POST', `/api/decks/${fresh.json().deckId}/generate-from-summary`, alice.token, {
      summaryText: SUMMARY_TEXT[0],
      subject: 'Biology',
      qualification: 'GCSE',
      examBoard: 'AQA',
      cardCount: 10,
    });
    expect(added.statusCode).toBe(201);
    const body = added.json();
    expect(body.requestedCount).toBe(10);
    expect(body.cards.length).toBeLessThan(10);
    expect(body.message).toMatch(/^Only \d+ cards? could be made from this summary\.$/);
  });
});

describe('high-yield suggestions', () => {
  it('requires a topic, returns [] for an unknown one and cards for a known one', async () => {
    expect((await req('GET', '/api/high-yield/deck', alice.token)).statusCode).toBe(400);
    const unknown = await req('GET', '/api/high-yield/deck?topic=Quantum%20chromodynamics', alice.token);
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual({ cards: [] });
    const known = await req('GET', '/api/high-yield/deck?topic=Photosynthesis', alice.token);
    expect(known.statusCode).toBe(200);
    const cards = known.json().cards as { front: string; back: string }[];
    expect(cards.length).toBeGreaterThan(0);
    for (const c of cards) expect(c.front.length * c.back.length).toBeGreaterThan(0);
    const other = await req('GET', '/api/high-yield/deck?topic=Photosynthesis', bob.token);
    expect(other.json()).toEqual({ cards: [] });
  });
});

describe('high-yield suggestions with an LLM configured', () => {
  it('adds the model’s cards, grounded in the same material, after the mined ones', async () => {
    // The fake answers the key-facts prompt from the notes it is sent; the cards reply is fixed.
    const cards = [
      { front_text: 'Which gas do plants release in photosynthesis?', back_text: 'Oxygen', explanation: 'By-product.' },
    ];
    const llm = await startFakeLlmServer(
      studyMaterialHandler({ override: { cards: { content: JSON.stringify({ cards }) } } }),
    );
    const app = await createTestApp({ env: { LLM_BASE_URL: llm.baseUrl, LLM_API_KEY: 'test', LLM_MODEL: 'fake' } });
    try {
      const u = await registerUser(app.app);
      await app.app.inject({
        method: 'POST',
        url: '/api/flashcards/decks',
        headers: bearer(u.token),
        payload: {
          name: 'Plants',
          subject: 'Biology',
          topic: 'Photosynthesis',
          cards: SUMMARY_TEXT.map((text, i) => ({ front: `Fact ${i + 1}`, back: text })),
        },
      });
      const res = await app.app.inject({
        method: 'GET',
        url: '/api/high-yield/deck?topic=Photosynthesis',
        headers: bearer(u.token),
      });
      expect(res.statusCode).toBe(200);
      const fronts = (res.json().cards as { front: string }[]).map((c) => c.front);
      expect(fronts.at(-1)).toBe('Which gas do plants release in photosynthesis?');
      expect(fronts.length).toBeGreaterThan(1);
      expect(new Set(fronts).size).toBe(fronts.length);
      const prompt = JSON.stringify(llm.requests[0]?.body);
      expect(prompt).toContain('Chlorophyll is a green pigment');
    } finally {
      await app.close();
      await llm.close();
    }
  });
});
