import type { FastifyInstance } from 'fastify';

const NUL = '\u0000';
/** Stands in for NUL in an id: a character no stored id (a UUID) holds, and PostgreSQL can compare. */
const REPLACEMENT = '\uFFFD';
/** Keys that hold ids: "id", "cardId", "deckIds", "summary_id". */
const ID_KEY = /(?:^ids?|Ids?|_ids?)$/u;
/** JSON nests far deeper than any request of ours; below this the values are left as they are. */
const MAX_DEPTH = 16;

/**
 * A NUL character means nothing in a student's text (it comes from OCR or a broken paste), and the two
 * databases disagree about it: SQLite stores it, PostgreSQL refuses it. So before validation it is
 * removed from text in JSON bodies and query strings, and an id holding one is made to match nothing
 * (the route then answers with its own "not found", as it would on SQLite). Path ids holding one are
 * answered 404 by the error handling (error-handler.ts).
 */
export function registerNulCleaning(app: FastifyInstance): void {
  app.addHook('preValidation', (request, _reply, done) => {
    if (request.body !== null && typeof request.body === 'object') clean(request.body, false, 0);
    if (request.query !== null && typeof request.query === 'object') clean(request.query, false, 0);
    done();
  });
}

function cleanString(value: string, id: boolean): string {
  if (!value.includes(NUL)) return value;
  return id ? value.replaceAll(NUL, REPLACEMENT) : value.replaceAll(NUL, '');
}

function clean(value: object, id: boolean, depth: number): void {
  if (depth >= MAX_DEPTH) return;
  if (Array.isArray(value)) {
    value.forEach((item: unknown, i) => {
      if (typeof item === 'string') value[i] = cleanString(item, id);
      else if (item !== null && typeof item === 'object') clean(item, id, depth + 1);
    });
    return;
  }
  const record = value as Record<string, unknown>;
  for (const [key, item] of Object.entries(record)) {
    const isId = ID_KEY.test(key);
    if (typeof item === 'string') record[key] = cleanString(item, isId);
    else if (item !== null && typeof item === 'object') clean(item, isId, depth + 1);
  }
}
