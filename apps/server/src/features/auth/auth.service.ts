import { createHash, randomBytes, randomUUID } from 'node:crypto';
import {
  INVALID_CREDENTIALS,
  LOGIN_FIELDS_REQUIRED,
  RESET_REQUEST_ACCEPTED,
  RESET_TOKEN_INVALID,
  TOO_MANY_LOGIN_ATTEMPTS,
  emailSchema,
  type ChangePasswordRequest,
  type LoginRequest,
  type RegisterRequest,
  type ResetPasswordRequest,
  type UpdateProfileRequest,
  type User,
} from '@revisely/contracts';
import type { Mailer } from '../../adapters/mail/mailer.js';
import type { Clock } from '../../core/clock.js';
import { badRequest, conflict, notFound, tooManyRequests, unauthorized } from '../../core/http-error.js';
import type { SessionTokens } from '../../core/session-tokens.js';
import type { UserSessions } from '../../core/user-sessions.js';
import type { AuthRepository, UserRow } from './auth.repository.js';
import type { LoginAttempts } from './login-attempts.js';
import type { PasswordHasher } from './password-hasher.js';
import type { ResetMailLimit } from './reset-mail-limit.js';
import { usernameBase, usernameCandidates } from './username.js';

export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;
export const TOO_MANY_PASSWORD_ATTEMPTS = 'Too many password attempts. Please try again later.';

export interface AuthServiceDeps {
  repo: AuthRepository;
  hasher: PasswordHasher;
  tokens: SessionTokens;
  /** Told when a token version changes, so cached session checks follow at once. */
  sessions: UserSessions;
  mailer: Mailer;
  clock: Clock;
  /** Password checks not yet followed by a success; shared by all app servers through the database. */
  attempts: LoginAttempts;
  resetMails: ResetMailLimit;
  appUrl: string;
  log: { error(obj: object, msg: string): void };
}

export function toUser(row: UserRow): User {
  return {
    id: row.id,
    email: row.email,
    username: row.username,
    displayName: row.display_name,
    createdAt: new Date(row.created_at).toISOString(),
  };
}

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; message?: string };
  return (
    e.code === '23505' || e.code === 'SQLITE_CONSTRAINT_UNIQUE' || /UNIQUE constraint failed/.test(e.message ?? '')
  );
}

export class AuthService {
  /** Compared against when the email is unknown, so both paths cost one argon2 verify. */
  private dummyHash: Promise<string> | undefined;

  constructor(private readonly deps: AuthServiceDeps) {}

  async register(input: RegisterRequest): Promise<{ user: User; token: string }> {
    const { repo, hasher, clock } = this.deps;
    if (await repo.findByEmail(input.email)) {
      throw conflict('An account with this email already exists');
    }
    const displayName = input.displayName?.trim() || null;
    const passwordHash = await hasher.hash(input.password);
    const requested = input.username?.trim() || displayName || '';
    const base = requested ? usernameBase(requested) : null;

    // A taken or invalid username must not fail sign-up: try free variants, then none.
    const candidates = base ? [...usernameCandidates(base), null] : [null];
    for (const username of candidates) {
      if (username && (await repo.usernameTaken(username))) continue;
      const id = randomUUID();
      try {
        await repo.insertUser({
          id,
          email: input.email,
          username,
          display_name: displayName,
          password_hash: passwordHash,
          created_at: clock.now(),
        });
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
        if (await repo.findByEmail(input.email)) throw conflict('An account with this email already exists');
        continue; // lost a race for this username; try the next one
      }
      return this.session(await this.mustFind(id));
    }
    throw conflict('Could not create the account. Please try again.');
  }

  async login(input: LoginRequest, ip: string): Promise<{ user: User; token: string }> {
    const { repo, hasher, attempts } = this.deps;
    if (!input.email.trim() || !input.password) throw badRequest(LOGIN_FIELDS_REQUIRED);
    const parsedEmail = emailSchema.safeParse(input.email);
    const email = parsedEmail.success ? parsedEmail.data : input.email.trim().toLowerCase();
    if (!(await attempts.begin(email, ip))) throw tooManyRequests(TOO_MANY_LOGIN_ATTEMPTS);

    const row = parsedEmail.success ? await repo.findByEmail(email) : undefined;
    const ok = row
      ? await hasher.verify(row.password_hash, input.password)
      : (await hasher.verify(await this.getDummyHash(), input.password), false);
    if (!row || !ok) {
      throw unauthorized(INVALID_CREDENTIALS);
    }
    await attempts.clear(email, ip);
    return this.session(row);
  }

  async me(userId: string): Promise<User> {
    return toUser(await this.mustFind(userId));
  }

  async setupUsername(userId: string, username: string): Promise<User> {
    return this.updateProfile(userId, { username });
  }

  async updateProfile(userId: string, input: UpdateProfileRequest): Promise<User> {
    const { repo, clock } = this.deps;
    await this.mustFind(userId);
    const changes: { username?: string; display_name?: string | null } = {};
    if (input.username !== undefined) {
      if (await repo.usernameTaken(input.username, userId)) throw conflict('That username is already taken');
      changes.username = input.username;
    }
    if (input.displayName !== undefined) changes.display_name = input.displayName?.trim() || null;
    try {
      await repo.updateProfile(userId, changes, clock.now());
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict('That username is already taken');
      throw error;
    }
    return toUser(await this.mustFind(userId));
  }

  /** Same answer whether or not the account exists; the mail is queued and sent by the job queue. */
  async requestPasswordReset(email: string): Promise<{ success: true; message: string }> {
    const { repo, clock, appUrl, resetMails } = this.deps;
    const row = await repo.findByEmail(email);
    if (row && (await resetMails.allow(row.email))) {
      const token = randomBytes(32).toString('base64url');
      const now = clock.now();
      await repo.insertResetToken({
        id: randomUUID(),
        user_id: row.id,
        token_hash: sha256(token),
        expires_at: now + RESET_TOKEN_TTL_MS,
        created_at: now,
      });
      const link = `${appUrl}/reset-password?token=${encodeURIComponent(token)}`;
      await this.queueResetMail(row.email, link);
    }
    return { success: true, message: RESET_REQUEST_ACCEPTED };
  }

  async verifyResetToken(token: string): Promise<{ valid: boolean }> {
    if (!token) return { valid: false };
    const found = await this.deps.repo.findUsableResetToken(sha256(token), this.deps.clock.now());
    return { valid: found !== undefined };
  }

  async resetPassword(input: ResetPasswordRequest): Promise<{ success: true; message: string }> {
    const { repo, hasher, clock } = this.deps;
    const found = await repo.findUsableResetToken(sha256(input.token), clock.now());
    if (!found) throw badRequest(RESET_TOKEN_INVALID);
    const passwordHash = await hasher.hash(input.newPassword);
    await repo.transaction(async (trx) => {
      const now = clock.now();
      if (!(await trx.consumeResetToken(found.id, now))) throw badRequest(RESET_TOKEN_INVALID);
      await trx.setPassword(found.user_id, passwordHash, now);
      await trx.invalidateResetTokens(found.user_id, now);
    });
    this.deps.sessions.forget(found.user_id);
    return { success: true, message: 'Your password has been reset. You can now sign in.' };
  }

  async changePassword(
    userId: string,
    input: ChangePasswordRequest,
    ip: string,
  ): Promise<{ success: true; message: string; token: string }> {
    const { repo, hasher, clock, attempts } = this.deps;
    const row = await this.mustFind(userId);
    // Wrong current passwords count like failed sign-ins, so a stolen session cannot guess it.
    if (!(await attempts.begin(row.email, ip))) throw tooManyRequests(TOO_MANY_PASSWORD_ATTEMPTS);
    if (!(await hasher.verify(row.password_hash, input.currentPassword))) {
      throw badRequest('Current password is incorrect');
    }
    await attempts.clear(row.email, ip);
    if (input.currentPassword === input.newPassword) {
      throw badRequest('New password must be different from the current password');
    }
    const version = await repo.setPassword(userId, await hasher.hash(input.newPassword), clock.now());
    this.deps.sessions.forget(userId);
    await repo.invalidateResetTokens(userId, clock.now());
    const token = await this.deps.tokens.issue({ userId, tokenVersion: version });
    return { success: true, message: 'Password changed successfully', token };
  }

  /** Queues the mail (the queue sends and retries it); a failure to queue is logged, not shown. */
  private async queueResetMail(to: string, link: string): Promise<void> {
    await this.deps.mailer
      .send({
        to,
        subject: 'Reset your Revisely password',
        text: [
          'Hello,',
          '',
          'We received a request to reset the password for your Revisely account.',
          'Open this link within the next hour to choose a new password:',
          '',
          link,
          '',
          "If you didn't ask for this, you can ignore this email; your password stays the same.",
          '',
          '— Revisely',
        ].join('\n'),
        html: `<p>Hello,</p><p>We received a request to reset the password for your Revisely account.</p><p><a href="${link}">Choose a new password</a> (the link works for one hour).</p><p>If you didn't ask for this, you can ignore this email; your password stays the same.</p><p>— Revisely</p>`,
      })
      .catch((error: unknown) => this.deps.log.error({ err: error }, 'password reset mail failed'));
  }

  private async session(row: UserRow): Promise<{ user: User; token: string }> {
    const token = await this.deps.tokens.issue({ userId: row.id, tokenVersion: row.token_version });
    return { user: toUser(row), token };
  }

  private async mustFind(userId: string): Promise<UserRow> {
    const row = await this.deps.repo.findById(userId);
    if (!row) throw notFound('User not found');
    return row;
  }

  private getDummyHash(): Promise<string> {
    this.dummyHash ??= this.deps.hasher.hash(randomBytes(16).toString('hex'));
    return this.dummyHash;
  }
}
