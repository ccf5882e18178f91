import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, registerUser, type TestContext } from '../../../test/test-app.js';

let t: TestContext;
let alice: { token: string };
let bob: { token: string };

beforeAll(async () => {
  t = await createTestApp();
  alice = await registerUser(t.app);
  bob = await registerUser(t.app);
});
afterAll(async () => {
  await t.close();
});

const NOTES = [
  'Osmosis is the diffusion of water molecules across a partially permeable membrane.',
  'Active transport moves substances against a concentration gradient using energy from respiration.',
  'Mitochondria are the site of aerobic respiration in the cell.',
  'Ribosomes are the site of protein synthesis.',
].join('\n');

const EXAM = { subject: 'Biology', topic: 'Cells', qualification: 'GCSE', examBoard: 'AQA' };

async function aliceSummary(): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/summaries',
    headers: bearer(alice.token),
    payload: { ...EXAM, originalOcrText: NOTES, columnFixedText: NOTES, userEditedText: NOTES, photoUrl: '' },
  });
  expect(res.statusCode).toBe(201);
  return res.json<{ id: string }>().id;
}

const generate = (token: string, body: object) =>
  t.app.inject({
    method: 'POST',
    url: '/api/flashcards/generate-from-summary',
    headers: bearer(token),
    payload: { ...EXAM, deckName: '', difficulty: 'medium', cardCount: 5, ...body },
  });

const cardText = (cards: { front_text: string; back_text: string }[]) =>
  cards.map((c) => `${c.front_text} ${c.back_text}`).join('\n');

describe('cards from the notes behind a summary', () => {
  it('reaches facts the summary points left out, after the points own cards', async () => {
    const summaryId = await aliceSummary();
    // The student kept one point; the other facts are only in the notes the summary was made from.
    const res = await generate(alice.token, { summaryId, summaryText: [NOTES.split('\n')[0]] });
    expect(res.statusCode).toBe(201);
    const { cards } = res.json<{ cards: { front_text: string; back_text: string }[] }>();
    // One card came from the kept point before; the notes' other facts add more.
    expect(cards.length).toBeGreaterThanOrEqual(3);
    const text = cardText(cards);
    expect(text).toMatch(/osmosis/iu);
    expect(text).toMatch(/ribosome|mitochondria|active transport/iu);
    // The kept point's card comes first.
    expect(cardText(cards.slice(0, 1))).toMatch(/osmosis|partially permeable/iu);
  });

  it('never reads another user’s notes through their summary id', async () => {
    const summaryId = await aliceSummary();
    const res = await generate(bob.token, {
      summaryId,
      summaryText: ['Chlorophyll absorbs light energy for photosynthesis.', 'Photosynthesis happens in chloroplasts.'],
    });
    expect(res.statusCode).toBe(201);
    const text = cardText(res.json<{ cards: { front_text: string; back_text: string }[] }>().cards);
    expect(text).toMatch(/chloroplast|chlorophyll/iu);
    expect(text).not.toMatch(/osmosis|ribosome|mitochondria|active transport/iu);
  });

  it('makes cards from the points alone when no summary is named', async () => {
    const res = await generate(alice.token, { summaryId: null, summaryText: [NOTES.split('\n')[0]] });
    expect(res.statusCode).toBe(201);
    expect(cardText(res.json<{ cards: { front_text: string; back_text: string }[] }>().cards)).not.toMatch(
      /ribosome|mitochondria/iu,
    );
  });
});
