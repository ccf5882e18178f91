import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Db } from '../src/db/database.js';
import { bearer } from './test-app.js';

// Requests and reads the study tests share. Each test file still names its own student, zone and
// deck data; these only spare it the request and query plumbing.

/** The zone the study tests send unless they test another (GMT in November, so local day = UTC day). */
export const LONDON = 'Europe/London';

export type StudyMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** A deck as the create route answers it: its id and its cards' ids, in order. */
export interface CreatedDeck {
  id: string;
  cards: { id: string }[];
}

/** A request as `token` from time zone `zone`, with `payload` as its JSON body when given. */
export function send(
  app: FastifyInstance,
  token: string,
  method: StudyMethod,
  url: string,
  payload?: unknown,
  zone = LONDON,
): Promise<LightMyRequestResponse> {
  return app.inject({
    method,
    url,
    headers: { ...bearer(token), 'x-time-zone': zone },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

/** Posts one review (`{ cardId, quality, reviewId?, reviewedAt?, … }`) of a card in `deckId`. */
export const postReview = (app: FastifyInstance, token: string, deckId: string, payload: object, zone = LONDON) =>
  send(app, token, 'POST', `/api/decks/${deckId}/review`, payload, zone);

/** Reads the cross-deck due queue (cards due now, and new, learning and review counts). */
export const getDueQueue = (app: FastifyInstance, token: string, zone = LONDON) =>
  send(app, token, 'GET', '/api/flashcards/review/due', undefined, zone);

/** Takes back the latest review (or the one `payload.reviewId` names). */
export const postUndo = (app: FastifyInstance, token: string, payload: object = {}, zone = LONDON) =>
  send(app, token, 'POST', '/api/study/undo', payload, zone);

/** `n` cards with fronts `Q0`, `Q1`… (or what `front` makes of the index) and backs `A0`, `A1`…. */
export const numberedCards = (n: number, front = (i: number) => `Q${i}`, back = (i: number) => `A${i}`) =>
  Array.from({ length: n }, (_, i) => ({ front: front(i), back: back(i) }));

/**
 * Creates a deck for `token` and throws unless it was created. `zone`, when given, is sent as the
 * request's time zone (the first request that sends one stores it for the user).
 */
export async function createDeck(
  app: FastifyInstance,
  token: string,
  deck: { name: string; subject: string; topic?: string; cards: { front: string; back: string }[] },
  zone?: string,
): Promise<CreatedDeck> {
  const res =
    zone === undefined
      ? await app.inject({ method: 'POST', url: '/api/flashcards/decks', headers: bearer(token), payload: deck })
      : await send(app, token, 'POST', '/api/flashcards/decks', deck, zone);
  if (res.statusCode !== 201) throw new Error(`deck not created: ${res.statusCode} ${res.body}`);
  return res.json<CreatedDeck>();
}

/** The stored row of card `id`. */
export const cardRow = (db: Db, id: string) =>
  db.selectFrom('cards').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

/** Moves card `id`'s due time to `dueAt`, as days of study would have. */
export const setDueAt = (db: Db, id: string, dueAt: number) =>
  db.updateTable('cards').set({ due_at: dueAt }).where('id', '=', id).execute();

/** The user's running XP total (0 before their first XP). */
export const totalXp = async (db: Db, userId: string) =>
  Number((await db.selectFrom('user_xp').select('total').where('user_id', '=', userId).executeTakeFirst())?.total ?? 0);

/** The user's activity days (`YYYY-MM-DD`), sorted. */
export const activityDays = async (db: Db, userId: string) =>
  (await db.selectFrom('activity_days').select('day').where('user_id', '=', userId).execute()).map((d) => d.day).sort();
