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
export class SessionTokens {
  private readonly key: Uint8Array;

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
  async verify(token: string): Promise<SessionClaims | null> {
    try {
      const { payload } = await jwtVerify(token, this.key, {
        algorithms: ['HS256'],
        issuer: ISSUER,
        audience: AUDIENCE,
        currentDate: new Date(this.clock.now()),
      });
      if (typeof payload.sub !== 'string' || typeof payload.ver !== 'number') return null;
      return { userId: payload.sub, tokenVersion: payload.ver };
    } catch {
      return null;
    }
  }
}
