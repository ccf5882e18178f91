import { createHmac } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';
import type { Clock } from '../../core/clock.js';

/** Links in reminder mail stay valid this long; older mail asks the student to use Settings. */
export const UNSUBSCRIBE_TTL_SECONDS = 90 * 24 * 60 * 60;
const AUDIENCE = 'revisely-unsubscribe';

/**
 * Signed links that turn email reminders off without signing in. The key is derived from the JWT
 * secret (so every server shares it) but differs from the session key, so neither kind of token
 * can ever pass for the other.
 */
export class UnsubscribeTokens {
  private readonly key: Uint8Array;

  constructor(
    jwtSecret: string,
    private readonly clock: Clock,
  ) {
    this.key = createHmac('sha256', jwtSecret).update('revisely:unsubscribe-email').digest();
  }

  async issue(userId: string): Promise<string> {
    const now = Math.floor(this.clock.now() / 1000);
    return new SignJWT({ purpose: 'email-reminders' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(userId)
      .setAudience(AUDIENCE)
      .setIssuedAt(now)
      .setExpirationTime(now + UNSUBSCRIBE_TTL_SECONDS)
      .sign(this.key);
  }

  /** The user id, or null for a tampered, foreign or expired token. */
  async verify(token: string): Promise<string | null> {
    try {
      const { payload } = await jwtVerify(token, this.key, {
        algorithms: ['HS256'],
        audience: AUDIENCE,
        currentDate: new Date(this.clock.now()),
      });
      return payload.purpose === 'email-reminders' && typeof payload.sub === 'string' ? payload.sub : null;
    } catch {
      return null;
    }
  }
}
