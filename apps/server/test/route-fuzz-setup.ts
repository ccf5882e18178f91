import { randomUUID } from 'node:crypto';
import net from 'node:net';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { multipart, TINY_PNG } from './fixtures.js';
import type { FuzzRequest } from './route-fuzz.js';
import { sample, type FuzzRoute, type IdSource } from './route-fuzz-schema.js';
import { bearer } from './test-app.js';

/** One user's rows the fuzz aims at: a deck with a card, a summary and a card image. */
export interface Rows {
  deck: string;
  card: string;
  summary: string;
  media: string;
}

/** Creates a deck with one card, a summary and a card image, all holding `text`. */
export async function seedRows(app: FastifyInstance, token: string, text: string): Promise<Rows> {
  const deck = await app.inject({
    method: 'POST',
    url: '/api/flashcards/decks',
    headers: bearer(token),
    payload: { name: text, subject: 'Biology', topic: 'Cells', cards: [{ front: text, back: text }] },
  });
  expect(deck.statusCode).toBe(201);
  const summary = await app.inject({
    method: 'POST',
    url: '/api/summaries',
    headers: bearer(token),
    payload: { subject: 'Biology', qualification: 'GCSE', topic: 'Cells', examBoard: 'AQA', userEditedText: text },
  });
  expect(summary.statusCode).toBe(201);
  const image = multipart([{ name: 'file', file: { data: TINY_PNG, filename: 'a.png', type: 'image/png' } }]);
  const media = await app.inject({
    method: 'POST',
    url: '/api/flashcards/media',
    headers: { ...bearer(token), ...image.headers },
    payload: image.payload,
  });
  expect(media.statusCode).toBe(201);
  return { deck: deck.json().id, card: deck.json().cards[0].id, summary: summary.json().id, media: media.json().id };
}

/**
 * Budgets high enough that hundreds of fuzzed calls reach the routes' own checks, not a 429; a short
 * NLP budget so a 100 KB field sent to summarising or generation costs at most 2 s.
 */
export const FUZZ_ENV = {
  NLP_JOB_TIMEOUT_MS: '2000',
  ...Object.fromEntries(
    ['OCR', 'SUMMARIES', 'GENERATION', 'HIGH_YIELD', 'EXPORTS', 'FEEDBACK', 'IMPORTS'].map((q) => [
      `QUOTA_${q}_PER_HOUR`,
      '100000',
    ]),
  ),
};

/** A real id for a parameter or field name, from the given user's rows. */
export function idsOf(rows: Rows): IdSource {
  return (name) => {
    if (/image|audio|media|file/i.test(name)) return rows.media;
    if (/card/i.test(name)) return rows.card;
    if (/summar/i.test(name)) return rows.summary;
    if (/deck/i.test(name)) return rows.deck;
    return undefined;
  };
}

/** The id a route's path parameter most likely names: `/api/summaries/:id` a summary, and so on. */
export function paramFor(route: FuzzRoute, rows: Rows) {
  return (param: string): string => {
    if (/card/i.test(param)) return rows.card;
    if (route.url.startsWith('/api/files')) return rows.media;
    if (route.url.startsWith('/api/summaries')) return rows.summary;
    if (/deck/i.test(route.url) && /id$/i.test(param)) return rows.deck;
    return randomUUID();
  };
}

const NOTES =
  'Photosynthesis happens in the chloroplasts. Chlorophyll absorbs light energy. ' +
  'Plants make glucose from carbon dioxide and water, and release oxygen.';
const EXAM = { subject: 'Biology', qualification: 'GCSE', topic: 'Plants', examBoard: 'AQA' };
/**
 * Bodies the generic sample cannot make valid (cross-field rules), so that varying one field at a
 * time reaches summarising and card generation. Routes not listed get the generic sample.
 */
const GOOD_BODIES: Record<string, (rows: Rows) => Record<string, unknown>> = {
  'POST /api/summaries': () => ({ ...EXAM, userEditedText: NOTES }),
  'POST /api/flashcards/generate-from-summary': () => ({ ...EXAM, summaryText: NOTES, cardCount: 5 }),
  'POST /api/decks/:deckId/generate-from-summary': () => ({ ...EXAM, summaryText: NOTES, cardCount: 5 }),
  'POST /api/decks/:id/review': (rows) => ({ cardId: rows.card, quality: 'good' }),
};

export function goodBody(route: FuzzRoute, rows: Rows): Record<string, unknown> {
  const known = GOOD_BODIES[`${route.method} ${route.url}`];
  if (known) return known(rows);
  return route.body ? (sample(route.body, '', idsOf(rows)) as Record<string, unknown>) : {};
}

export const jsonRequest = (body: unknown): FuzzRequest => ({
  label: 'JSON',
  payload: JSON.stringify(body),
  headers: { 'content-type': 'application/json' },
});

export const sampleBody = (route: FuzzRoute, ids: IdSource): FuzzRequest => {
  if (!route.body) return { label: 'no body' };
  const body = sample(route.body, '', ids);
  return { label: 'sample body', payload: JSON.stringify(body), headers: { 'content-type': 'application/json' } };
};

/** Writes bytes as they are to the server and returns everything it answers before closing. */
export function rawExchange(base: URL, request: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(base.port), base.hostname);
    let answer = '';
    socket.setEncoding('latin1');
    socket.on('data', (chunk: string) => {
      answer += chunk;
      // One answer is enough; a kept-alive socket would otherwise wait for the next request.
      if (/\r\n\r\n/.test(answer) && answerComplete(answer)) socket.destroy();
    });
    socket.on('close', () => resolve(answer));
    socket.on('error', (error) => (answer ? resolve(answer) : reject(error)));
    socket.write(request, 'latin1');
  });
}

function answerComplete(answer: string): boolean {
  const [head = '', body = ''] = answer.split('\r\n\r\n');
  const length = /content-length: (\d+)/i.exec(head)?.[1];
  if (length !== undefined) return Buffer.byteLength(body, 'latin1') >= Number(length);
  return /\r\n0\r\n\r\n$/.test(body);
}
