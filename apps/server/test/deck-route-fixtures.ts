import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { bearer, createTestApp, registerUser, type TestContext } from './test-app.js';

/** A short biology summary the deck route tests make flashcards from, one fact per line. */
export const SUMMARY_TEXT = [
  'Photosynthesis is the process by which plants use light energy to make glucose from carbon dioxide and water.',
  'Chlorophyll is a green pigment that absorbs light in the chloroplasts.',
  'The rate of photosynthesis is limited by light intensity, carbon dioxide concentration and temperature.',
  'Oxygen is released as a by-product of photosynthesis.',
  'Glucose is used for respiration, or converted into starch for storage.',
  'Stomata are pores in the leaf that let carbon dioxide diffuse in.',
  'Guard cells open and close the stomata to control water loss.',
  'In 1779 Jan Ingenhousz showed that light is needed for plants to produce oxygen.',
];

export type DeckRouteRequest = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  token: string,
  payload?: unknown,
) => Promise<LightMyRequestResponse>;

export interface DeckRouteApp {
  /** The running app and its database (call inside a test: it starts before the file's first test). */
  t(): TestContext;
  /** Two signed-up users; their tokens are filled in before the first test. */
  alice: { token: string };
  bob: { token: string };
  /** A request with `token` as its bearer, and `payload` as its JSON body when given. */
  req: DeckRouteRequest;
}

/**
 * One app and two users for a whole test file: started before its first test, closed after its
 * last. Call it at the top of the file.
 */
export function useDeckRouteApp(): DeckRouteApp {
  let running: TestContext | undefined;
  const alice = { token: '' };
  const bob = { token: '' };
  const t = () => {
    if (!running) throw new Error('The deck route app starts in beforeAll; use it inside a test');
    return running;
  };
  beforeAll(async () => {
    running = await createTestApp();
    alice.token = (await registerUser(running.app)).token;
    bob.token = (await registerUser(running.app)).token;
  });
  afterAll(async () => {
    await running?.close();
  });
  return {
    t,
    alice,
    bob,
    req: (method, url, token, payload) =>
      t().app.inject({
        method,
        url,
        headers: bearer(token),
        ...(payload === undefined ? {} : { payload: payload as object }),
      }),
  };
}
