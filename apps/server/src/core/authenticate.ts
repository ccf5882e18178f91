import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/database.js';
import { unauthorized } from './http-error.js';
import type { SessionTokens } from './session-tokens.js';
import { DEFAULT_TIME_ZONE, isValidTimeZone } from './time-zone.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the authenticate hook on protected routes. */
    userId: string;
    /** The user's IANA zone: the X-Time-Zone header, else the last one they sent, else London. */
    timeZone: string;
  }
}

export type Authenticate = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

/**
 * An onRequest hook for protected routes: a valid bearer token whose version still matches the
 * user's row. It runs before the body is read or validated, so an anonymous caller always gets
 * 401 and its upload is never parsed. Every failure is the same 401 so a client cannot tell
 * which check failed.
 */
export function createAuthenticate(db: Db, tokens: SessionTokens): Authenticate {
  return async (request) => {
    const header = request.headers.authorization;
    const match = header ? /^Bearer\s+(\S+)$/i.exec(header) : null;
    if (!match?.[1]) throw unauthorized('Not authenticated');
    const claims = await tokens.verify(match[1]);
    if (!claims) throw unauthorized('Session expired or invalid. Please sign in again.');
    const row = await db
      .selectFrom('users')
      .select(['id', 'token_version', 'time_zone'])
      .where('id', '=', claims.userId)
      .executeTakeFirst();
    if (!row || row.token_version !== claims.tokenVersion) {
      throw unauthorized('Session expired or invalid. Please sign in again.');
    }
    request.userId = row.id;
    const zoneHeader = request.headers['x-time-zone'];
    const sent = typeof zoneHeader === 'string' ? zoneHeader.trim() : undefined;
    if (isValidTimeZone(sent)) {
      request.timeZone = sent;
      // Remembered so that work done without a header (exports, streak checks) uses the same days.
      if (sent !== row.time_zone)
        await db.updateTable('users').set({ time_zone: sent }).where('id', '=', row.id).execute();
    } else {
      request.timeZone = row.time_zone ?? DEFAULT_TIME_ZONE;
    }
  };
}
