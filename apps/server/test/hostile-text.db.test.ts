import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeLlmServer, type FakeLlmReply } from './fake-llm-server.js';
import { chunks, expectCleanAndPrompt, garbage, LETTERS, listen, postWhileProbing } from './hostile-inputs.js';
import { cardsBody, HOSTILE, megabyteOfItems, NOTES, summaryBody } from './hostile-text-samples.js';
import { bearer, createTestApp, registerUser, type TestContext } from './test-app.js';

/**
 * Nothing a user sends to summarising or card generation may stall the server: every answer is
 * clear and prompt, and other requests keep being served while the text is worked on. The default
 * job budget (10 s) suits real notes on a slow machine; here it is shortened so a stall shows:
 * a job over budget costs its budget. Two threads, as on a two-core server: while one replaces a
 * thread stopped over budget (~0.7 s under tsx), the other serves the next case.
 */
const ENV = { NLP_JOB_TIMEOUT_MS: '500', NLP_WORKERS: '2' };
/**
 * The limits are wall-clock times on a machine other test runs share; a loop that really blocks
 * fails every attempt, a scheduling hiccup does not.
 */
const TIMING = { retry: 2 };

describe('hostile text on the built-in summariser and card generator', TIMING, () => {
  let t: TestContext;
  let base: string;
  let token: string;
  let deckId: string;

  beforeAll(async () => {
    t = await createTestApp({ env: ENV });
    base = await listen(t.app);
    token = (await registerUser(t.app)).token;
    const deck = await t.app.inject({
      method: 'POST',
      url: '/api/flashcards/decks',
      headers: bearer(token),
      payload: { name: 'Plants', subject: 'Biology', topic: 'Plants', cards: [] },
    });
    expect(deck.statusCode).toBe(201);
    deckId = deck.json<{ id: string }>().id;
    // Starts the worker thread, so no case below pays for it, and proves the normal path works.
    const normal = await postWhileProbing(base, '/api/summaries', token, summaryBody(NOTES));
    expect(normal.status).toBe(201);
  });
  afterAll(async () => {
    await t.close();
  });

  it.each(HOSTILE)('POST /api/summaries with %s', async (label, text) => {
    expectCleanAndPrompt(await postWhileProbing(base, '/api/summaries', token, summaryBody(text)), label);
  });

  it('POST /api/summaries over the length limits gets a clear 400', async () => {
    const justOver = await postWhileProbing(base, '/api/summaries', token, summaryBody(LETTERS + 'a'));
    expectCleanAndPrompt(justOver, 'one character over');
    expect(justOver.status).toBe(400);
    expect(justOver.body.error).toBe('userEditedText must be at most 100000 characters');
    const megabyte = await postWhileProbing(base, '/api/summaries', token, summaryBody(garbage(1_000_000, true)));
    expectCleanAndPrompt(megabyte, 'a megabyte');
    expect(megabyte.status).toBe(400);
  });

  it.each(HOSTILE)('POST /api/flashcards/generate-from-summary with %s as text and as items', async (label, text) => {
    const path = '/api/flashcards/generate-from-summary';
    expectCleanAndPrompt(await postWhileProbing(base, path, token, cardsBody(text)), `${label} (string)`);
    expectCleanAndPrompt(await postWhileProbing(base, path, token, cardsBody(chunks(text))), `${label} (array)`);
  });

  it.each(HOSTILE)('POST /api/decks/{deckId}/generate-from-summary with %s', async (label, text) => {
    const path = `/api/decks/${deckId}/generate-from-summary`;
    expectCleanAndPrompt(await postWhileProbing(base, path, token, cardsBody(text)), label);
  });

  it('generate-from-summary with about a megabyte of garbage items answers in time', async () => {
    const items = megabyteOfItems();
    expect(items.length).toBeGreaterThan(90);
    const m = await postWhileProbing(base, '/api/flashcards/generate-from-summary', token, cardsBody(items));
    expectCleanAndPrompt(m, 'a megabyte of items');
  });

  it('generate-from-summary over the body or length limits gets a clear 4xx', async () => {
    const path = '/api/flashcards/generate-from-summary';
    const tooBig = await postWhileProbing(base, path, token, cardsBody(chunks(garbage(1_200_000, true))));
    expectCleanAndPrompt(tooBig, 'over the body limit');
    expect(tooBig.status).toBe(413);
    const tooLong = await postWhileProbing(base, path, token, cardsBody(LETTERS + 'a'));
    expectCleanAndPrompt(tooLong, 'string over its limit');
    expect(tooLong.status).toBe(400);
    const itemTooLong = await postWhileProbing(base, path, token, cardsBody(['a'.repeat(10_001)]));
    expectCleanAndPrompt(itemTooLong, 'item over its limit');
    expect(itemTooLong.status).toBe(400);
  });
});

describe('hostile text with an LLM configured', TIMING, () => {
  let reply: FakeLlmReply = { content: '{"points": []}' };
  let llm: Awaited<ReturnType<typeof startFakeLlmServer>>;
  let t: TestContext;
  let base: string;
  let token: string;

  beforeAll(async () => {
    llm = await startFakeLlmServer(() => reply);
    t = await createTestApp({ env: { ...ENV, LLM_BASE_URL: llm.baseUrl, LLM_API_KEY: 'test', LLM_MODEL: 'fake' } });
    base = await listen(t.app);
    token = (await registerUser(t.app)).token;
    // A failing model sends real notes to the built-in summariser: this starts the worker threads.
    reply = { status: 500 };
    const warm = await postWhileProbing(base, '/api/summaries', token, summaryBody(NOTES));
    expect(warm.status).toBe(201);
    expect(JSON.stringify(warm.body.summary)).toContain('chlorophyll');
  });
  afterAll(async () => {
    await t.close();
    await llm.close();
  });

  // Real notes first, so the notes are not empty once cleaned and the model is asked.
  const wordAfterNotes = `${NOTES}\n${LETTERS.slice(NOTES.length + 1)}`;

  it('answers notes ending in a 100,000-letter word promptly whether the model answers or fails', async () => {
    // One JSON that answers both calls: the key-facts prompt reads keyFacts, the points prompt points.
    const fact = 'Oxygen is released as a by-product of photosynthesis.';
    reply = { content: JSON.stringify({ keyFacts: [{ fact, sourceQuote: fact }], points: [fact] }) };
    const asked = llm.requests.length;
    const answered = await postWhileProbing(base, '/api/summaries', token, summaryBody(wordAfterNotes));
    expectCleanAndPrompt(answered, 'model answers');
    expect(answered.status).toBe(201);
    expect(llm.requests.length - asked).toBe(2);

    // The fallback is the pooled built-in summariser and card generator.
    reply = { status: 500 };
    const before = llm.requests.length;
    const failed = await postWhileProbing(base, '/api/summaries', token, summaryBody(wordAfterNotes));
    expectCleanAndPrompt(failed, 'model fails (summary)');
    const cards = await postWhileProbing(
      base,
      '/api/flashcards/generate-from-summary',
      token,
      cardsBody(chunks(wordAfterNotes)),
    );
    expectCleanAndPrompt(cards, 'model fails (cards)');
    expect(llm.requests.length).toBeGreaterThan(before);
  });
});
