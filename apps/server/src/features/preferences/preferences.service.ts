import {
  DEFAULT_PREFERENCES,
  type Preferences,
  type PushSubscriptionRequest,
  type UpdatePreferencesRequest,
} from '@revisely/contracts';
import type { Clock } from '../../core/clock.js';
import { badRequest } from '../../core/http-error.js';
import type { PreferencesRepository } from './preferences.repository.js';
import type { UnsubscribeTokens } from './unsubscribe-token.js';

export const PUSH_ENDPOINT_NOT_HTTPS = 'endpoint must be an https:// URL from the browser’s push service';

/**
 * Push services are public hosts (fcm.googleapis.com, updates.push.services.mozilla.com,
 * web.push.apple.com, …). The server posts to whatever endpoint a user stores, so addresses that
 * only make sense inside our own network are refused: an IP literal, localhost, or a name with no
 * dot.
 */
export function isPublicPushHost(hostname: string): boolean {
  const host = hostname.toLowerCase().replace(/^\[|\]$/g, '');
  if (host.includes(':') || /^\d+(\.\d+){3}$/.test(host)) return false;
  if (!host.includes('.') || host === 'localhost' || host.endsWith('.localhost')) return false;
  return !/\.(local|internal|lan|home\.arpa)$/.test(host);
}

export class PreferencesService {
  constructor(
    private readonly deps: {
      repo: PreferencesRepository;
      unsubscribeTokens: UnsubscribeTokens;
      clock: Clock;
      /** Tests only: a loopback http push service. */
      allowInsecurePushEndpoints: boolean;
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
    const url = new URL(input.endpoint);
    // Tests stand up a loopback push service over plain http; nothing else may.
    const loopbackTest = this.deps.allowInsecurePushEndpoints && url.protocol === 'http:';
    if (!loopbackTest && (url.protocol !== 'https:' || !isPublicPushHost(url.hostname))) {
      throw badRequest(PUSH_ENDPOINT_NOT_HTTPS);
    }
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
