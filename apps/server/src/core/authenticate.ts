import type { FastifyReply, FastifyRequest } from 'fastify';
import { unauthorized } from './http-error.js';
import type { SessionTokens } from './session-tokens.js';
import { DEFAULT_TIME_ZONE, isValidTimeZone } from './time-zone.js';
import type { PendingSession, SessionUser, UserSessions } from './user-sessions.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the authenticate hook on protected routes. */
    userId: string;
    /** The user's IANA zone: the X-Time-Zone header, else the last one they sent, else London. */
    timeZone: string;
    /** The user's study version when the session check read it (shared database; user-sessions.ts). */
    studyVersion?: number;
    /** Set by the deferring hook (`createDeferredAuthenticate`) when the handler checks the session. */
    pendingSession?: PendingSession;
  }
}

export type Authenticate = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

export const INVALID_SESSION = 'Session expired or invalid. Please sign in again.';

/** The bearer token's claims, or the 401 every failure gets (a client cannot tell which check failed). */
async function claimsOf(tokens: SessionTokens, request: FastifyRequest) {
  const header = request.headers.authorization;
  const match = header ? /^Bearer\s+(\S+)$/i.exec(header) : null;
  if (!match?.[1]) throw unauthorized('Not authenticated');
  const claims = tokens.remembered(match[1]) ?? (await tokens.verify(match[1]));
  if (!claims) throw unauthorized(INVALID_SESSION);
  return claims;
}

/** Checks the user's row against the token's version; sets the request's user and zone. */
async function settle(
  sessions: UserSessions,
  request: FastifyRequest,
  tokenVersion: number,
  user: SessionUser | undefined,
): Promise<string> {
  if (!user || user.tokenVersion !== tokenVersion) throw unauthorized(INVALID_SESSION);
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
  return request.timeZone;
}

/**
 * An onRequest hook for protected routes: a valid bearer token whose version still matches the
 * user's row. It runs before the body is read or validated, so an anonymous caller always gets
 * 401 and its upload is never parsed. Every failure is the same 401 so a client cannot tell
 * which check failed.
 */
export function createAuthenticate(tokens: SessionTokens, sessions: UserSessions): Authenticate {
  return async (request) => {
    const claims = await claimsOf(tokens, request);
    const found = sessions.find(claims.userId);
    const user: SessionUser | undefined = found instanceof Promise ? await found : found;
    await settle(sessions, request, claims.tokenVersion, user);
  };
}

/**
 * Route options for a hot route whose handler reads the session row in its own first statement
 * (ADR 0036). The token is verified on request as by `createAuthenticate` (an anonymous caller
 * still gets 401 before its body is read). When the session row must be read anyway (a shared
 * database, `UserSessions.readsEveryRequest`), its check is left to the handler as
 * `request.pendingSession`; otherwise it is made here at once, as on every other route. A body
 * that fails validation is refused (400) only after the session was checked, so an invalid session
 * gets its 401 whatever it sent.
 */
export function createDeferredAuthenticate(tokens: SessionTokens, sessions: UserSessions) {
  const authenticate = createAuthenticate(tokens, sessions);
  const onRequest: Authenticate = async (request, reply) => {
    if (!sessions.readsEveryRequest) return authenticate(request, reply);
    const claims = await claimsOf(tokens, request);
    // Only the handler's statement, keyed by the token's user, may run before `confirm`.
    request.userId = claims.userId;
    const confirm = (user: SessionUser | undefined) => settle(sessions, request, claims.tokenVersion, user);
    request.pendingSession = {
      userId: claims.userId,
      confirm,
      check: async () => confirm(await sessions.find(claims.userId)),
    };
  };
  const preHandler = async (request: FastifyRequest) => {
    if (!request.validationError) return;
    await request.pendingSession?.check();
    throw request.validationError;
  };
  return { onRequest, preHandler, attachValidation: true } as const;
}

export type DeferredAuthenticate = ReturnType<typeof createDeferredAuthenticate>;
