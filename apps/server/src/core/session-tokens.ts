import { SignJWT, jwtVerify } from 'jose';
import type { Clock } from './clock.js';

export const SESSION_TTL_SECONDS = 30 * 24 * 60 * 60;
const ISSUER = 'revisely';
const AUDIENCE = 'revisely-web';

export interface SessionClaims {
  userId: string;
  tokenVersion: number;
}

/**
 * HS256 bearer tokens carrying the user id and a token version. Bumping the user's version
 * (password change or reset) invalidates every token issued before it.
 */
/** Verified tokens remembered at once; a user has one or a few, so this covers many users. */
const VERIFIED_CACHE_SIZE = 10_000;

export class SessionTokens {
  private readonly key: Uint8Array;
  /**
   * A token that verified once verifies again until it expires (its text cannot change), so the
   * HMAC check runs once per token, not on every request. Revocation is checked by the caller
   * against the user's token version on every request regardless.
   */
  private readonly verified = new Map<string, SessionClaims & { expiresAt: number }>();

  constructor(
    secret: string,
    private readonly clock: Clock,
  ) {
    this.key = new TextEncoder().encode(secret);
  }

  async issue(claims: SessionClaims): Promise<string> {
    const now = Math.floor(this.clock.now() / 1000);
    return new SignJWT({ ver: claims.tokenVersion })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(claims.userId)
      .setIssuer(ISSUER)
      .setAudience(AUDIENCE)
      .setIssuedAt(now)
      .setExpirationTime(now + SESSION_TTL_SECONDS)
      .sign(this.key);
  }

  /** Returns null for anything that is not a valid, unexpired token of ours. */
  /** The claims of a token verified before and not yet expired, without awaiting anything. */
  remembered(token: string): SessionClaims | undefined {
    const known = this.verified.get(token);
    if (!known) return undefined;
    if (known.expiresAt > this.clock.now()) return known;
    this.verified.delete(token);
    return undefined;
  }

  async verify(token: string): Promise<SessionClaims | null> {
    const known = this.remembered(token);
    if (known) return { userId: known.userId, tokenVersion: known.tokenVersion };
    try {
      const { payload } = await jwtVerify(token, this.key, {
        algorithms: ['HS256'],
        issuer: ISSUER,
        audience: AUDIENCE,
        currentDate: new Date(this.clock.now()),
      });
      if (typeof payload.sub !== 'string' || typeof payload.ver !== 'number' || typeof payload.exp !== 'number') {
        return null;
      }
      const claims = { userId: payload.sub, tokenVersion: payload.ver };
      if (this.verified.size >= VERIFIED_CACHE_SIZE) this.verified.delete(this.verified.keys().next().value!);
      this.verified.set(token, { ...claims, expiresAt: payload.exp * 1000 });
      return claims;
    } catch {
      return null;
    }
  }
}
