/** A browser's push subscription as stored (the Push API's endpoint and its two keys). */
export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/**
 * 'sent': the push service accepted it. 'gone': the service says the subscription no longer
 * exists (404/410), so the caller deletes it. Any other failure throws.
 */
export type PushOutcome = 'sent' | 'gone';

/** Web push (RFC 8030 + VAPID, RFC 8292). Implementation: web-push-sender.ts. */
export interface PushSender {
  /** The VAPID public key browsers subscribe with (base64url, uncompressed P-256 point). */
  publicKey(): Promise<string>;
  send(target: PushTarget, payload: object): Promise<PushOutcome>;
}
