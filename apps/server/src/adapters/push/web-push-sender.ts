import webpush from 'web-push';
import type { VapidKeys } from './vapid-keys.js';
import type { PushOutcome, PushSender, PushTarget } from './push-sender.js';

export interface WebPushSenderOptions {
  /** The key pair, resolved on first use (env, or the database; see vapid-keys.ts). */
  keys: () => Promise<VapidKeys>;
  /** VAPID contact: a mailto: or https: URL the push service can reach the operator at. */
  subject: string;
  /** How long a reminder is worth delivering to a browser that is offline. */
  ttlSeconds?: number;
  timeoutMs?: number;
}

/**
 * Encrypts and signs with the `web-push` package (generateRequestDetails: aes128gcm payload,
 * VAPID JWT) and posts with fetch. web-push's own sendNotification speaks https only; fetch
 * sends the very same request and also reaches a loopback http endpoint in tests.
 */
export class WebPushSender implements PushSender {
  private keys: Promise<VapidKeys> | undefined;

  constructor(private readonly options: WebPushSenderOptions) {}

  private vapid(): Promise<VapidKeys> {
    if (!this.keys) {
      this.keys = this.options.keys();
      // A failed load (database briefly away) is tried again next time, not remembered.
      this.keys.catch(() => (this.keys = undefined));
    }
    return this.keys;
  }

  async publicKey(): Promise<string> {
    return (await this.vapid()).publicKey;
  }

  async send(target: PushTarget, payload: object): Promise<PushOutcome> {
    const { publicKey, privateKey } = await this.vapid();
    const request = webpush.generateRequestDetails(
      { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
      JSON.stringify(payload),
      {
        vapidDetails: { subject: this.options.subject, publicKey, privateKey },
        TTL: this.options.ttlSeconds ?? 6 * 60 * 60,
        urgency: 'normal',
      },
    );
    const response = await fetch(request.endpoint, {
      method: request.method,
      headers: request.headers as Record<string, string>,
      body: request.body ?? null,
      redirect: 'error',
      signal: AbortSignal.timeout(this.options.timeoutMs ?? 10_000),
    });
    await response.arrayBuffer().catch(() => undefined);
    if (response.status === 404 || response.status === 410) return 'gone';
    if (!response.ok) throw new Error(`push service answered ${response.status}`);
    return 'sent';
  }
}
