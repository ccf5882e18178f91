import type { FastifyReply, FastifyRequest } from 'fastify';
import { unauthorized } from './http-error.js';
import type { SessionTokens } from './session-tokens.js';
import { DEFAULT_TIME_ZONE, isValidTimeZone } from './time-zone.js';
import type { SessionUser, UserSessions } from './user-sessions.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the authenticate hook on protected routes. */
    userId: string;
    /** The user's IANA zone: the X-Time-Zone header, else the last one they sent, else London. */
    timeZone: string;
    /** The user's study version when the session check read it (shared database; user-sessions.ts). */
    studyVersion?: number;
  }
}

export type Authenticate = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

const INVALID_SESSION = 'Session expired or invalid. Please sign in again.';

/**
 * An onRequest hook for protected routes: a valid bearer token whose version still matches the
 * user's row. It runs before the body is read or validated, so an anonymous caller always gets
 * 401 and its upload is never parsed. Every failure is the same 401 so a client cannot tell
 * which check failed.
 */
export function createAuthenticate(tokens: SessionTokens, sessions: UserSessions): Authenticate {
  return async (request) => {
    const header = request.headers.authorization;
    const match = header ? /^Bearer\s+(\S+)$/i.exec(header) : null;
    if (!match?.[1]) throw unauthorized('Not authenticated');
    const claims = tokens.remembered(match[1]) ?? (await tokens.verify(match[1]));
    if (!claims) throw unauthorized(INVALID_SESSION);
    const found = sessions.find(claims.userId);
    const user: SessionUser | undefined = found instanceof Promise ? await found : found;
    if (!user || user.tokenVersion !== claims.tokenVersion) throw unauthorized(INVALID_SESSION);
    request.userId = user.id;
    if (user.studyVersion !== undefined) request.studyVersion = user.studyVersion;
    const zoneHeader = request.headers['x-time-zone'];
    const sent = typeof zoneHeader === 'string' ? zoneHeader.trim() : undefined;
    if (isValidTimeZone(sent)) {
      request.timeZone = sent;
      // Remembered so that work done without a header (exports, streak checks) uses the same days.
      if (sent !== user.timeZone) await sessions.setTimeZone(user.id, sent);
    } else {
      request.timeZone = user.timeZone ?? DEFAULT_TIME_ZONE;
    }
  };
}
