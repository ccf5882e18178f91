import type { FastifyInstance } from 'fastify';
import { badRequest } from './http-error.js';

export const INVALID_UNICODE = 'Text must be valid Unicode.';

const NUL = '\u0000';
/** Stands in for NUL in an id: a character no stored id (a UUID) holds, and PostgreSQL can compare. */
const REPLACEMENT = '\uFFFD';
/** Keys that hold ids: "id", "cardId", "deckIds", "summary_id". */
const ID_KEY = /(?:^ids?|Ids?|_ids?)$/u;
/** JSON nests far deeper than any request of ours; below this the values are left as they are. */
const MAX_DEPTH = 16;

/**
 * Half of a UTF-16 surrogate pair on its own. JSON can carry one (`"\ud800"`), but it is no
 * character: UTF-8 cannot encode it, so SQLite and PostgreSQL would each store a different
 * replacement (three U+FFFD were seen), and the text would no longer be what the student sent.
 */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/**
 * A NUL character means nothing in a student's text (it comes from OCR or a broken paste), and the two
 * databases disagree about it: SQLite stores it, PostgreSQL refuses it. So before validation it is
 * removed from text in JSON bodies and query strings, and an id holding one is made to match nothing
 * (the route then answers with its own "not found", as it would on SQLite). Path ids holding one are
 * answered 404 by the error handling (error-handler.ts). A JSON body holding a lone surrogate, in
 * any string or key at any depth, is answered 400 'Text must be valid Unicode.' for every route.
 */
export function registerNulCleaning(app: FastifyInstance): void {
  app.addHook('preValidation', (request, _reply, done) => {
    // Text that is not valid Unicode is refused outright (nothing sensible can be stored for it).
    if (hasLoneSurrogate(request.body)) {
      done(badRequest(INVALID_UNICODE));
      return;
    }
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

/** Walks every string and key of a parsed JSON body, however deep (with a stack, not recursion). */
function hasLoneSurrogate(body: unknown): boolean {
  const pending: unknown[] = [body];
  while (pending.length > 0) {
    const value = pending.pop();
    if (typeof value === 'string') {
      if (LONE_SURROGATE.test(value)) return true;
    } else if (Array.isArray(value)) {
      // One at a time: spreading a long array would overflow the call stack.
      for (const item of value as unknown[]) pending.push(item);
    } else if (value !== null && typeof value === 'object') {
      for (const [key, item] of Object.entries(value)) {
        if (LONE_SURROGATE.test(key)) return true;
        pending.push(item);
      }
    }
  }
  return false;
}
