import {
  DEFAULT_PREFERENCES,
  type Preferences,
  type PushSubscriptionRequest,
  type SummaryLength,
  type UpdatePreferencesRequest,
} from '@revisely/contracts';
import type { Clock } from '../../core/clock.js';
import { badRequest } from '../../core/http-error.js';
import type { PreferencesRepository } from './preferences.repository.js';
import type { PushEndpointPolicy } from './push-endpoint.js';
import type { UnsubscribeTokens } from './unsubscribe-token.js';

/** The summary length a user saved, else the default: what the summaries feature asks (core/ports.ts). */
export function summaryLengthOf(repo: Pick<PreferencesRepository, 'find'>) {
  return async (userId: string): Promise<SummaryLength> =>
    (await repo.find(userId))?.summaryLength ?? DEFAULT_PREFERENCES.summaryLength;
}

export class PreferencesService {
  constructor(
    private readonly deps: {
      repo: PreferencesRepository;
      unsubscribeTokens: UnsubscribeTokens;
      clock: Clock;
      /** Which push endpoints the server may post to (https, public addresses only). */
      pushEndpoints: PushEndpointPolicy;
    },
  ) {}

  async get(userId: string): Promise<Preferences> {
    return (await this.deps.repo.find(userId)) ?? { ...DEFAULT_PREFERENCES };
  }

  async update(userId: string, changes: UpdatePreferencesRequest): Promise<Preferences> {
    const next: Preferences = { ...(await this.get(userId)) };
    for (const [key, value] of Object.entries(changes) as [keyof Preferences, never][]) {
      if (value !== undefined) next[key] = value;
    }
    await this.deps.repo.save(userId, next, this.deps.clock.now());
    return next;
  }

  async subscribePush(userId: string, input: PushSubscriptionRequest): Promise<void> {
    const check = await this.deps.pushEndpoints.check(input.endpoint);
    if (!check.ok) throw badRequest(check.message);
    await this.deps.repo.savePushSubscription(
      userId,
      { endpoint: input.endpoint, p256dh: input.keys.p256dh, auth: input.keys.auth },
      this.deps.clock.now(),
    );
  }

  unsubscribePush(userId: string, endpoint: string): Promise<void> {
    return this.deps.repo.deletePushSubscription(userId, endpoint);
  }

  /**
   * Turns email reminders off for the user a valid unsubscribe link names. False for a tampered
   * or expired link, or an account that no longer exists.
   */
  async unsubscribeEmail(token: string): Promise<boolean> {
    const userId = await this.deps.unsubscribeTokens.verify(token);
    if (!userId || !(await this.deps.repo.userExists(userId))) return false;
    await this.update(userId, { emailNotifications: false });
    return true;
  }
}
