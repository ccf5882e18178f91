import { deletePushSubscription } from '../api/delete-push-subscription';
import { fetchVapidPublicKey } from '../api/get-vapid-public-key';
import { savePushSubscription } from '../api/save-push-subscription';

import { SERVICE_WORKER_URL } from '@/lib/service-worker';

export { SERVICE_WORKER_URL };

/** Why push could not be switched on, worded for a student. */
export class PushUnavailable extends Error {}

export function pushSupported(): boolean {
  return (
    typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window
  );
}

/** iPhone and iPad Safari offer push only to a web app added to the Home Screen (iOS 16.4+). */
function isIosBrowserTab(): boolean {
  const ios =
    /iPad|iPhone|iPod/.test(navigator.userAgent) ||
    (navigator.maxTouchPoints > 1 && /Macintosh/.test(navigator.userAgent));
  const standalone =
    window.matchMedia('(display-mode: standalone)').matches ||
    (navigator as { standalone?: boolean }).standalone === true;
  return ios && !standalone;
}

function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(base64url.length / 4) * 4, '=');
  const binary = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/**
 * Asks for permission (this must run from the tap on the switch), subscribes this browser with the
 * server's VAPID key and stores the subscription on the server.
 */
export async function enablePush(): Promise<void> {
  if (!pushSupported()) {
    throw new PushUnavailable(
      isIosBrowserTab()
        ? 'On iPhone, add Revisely to your Home Screen (Share, then Add to Home Screen) and turn this on there.'
        : 'This browser cannot show notifications. Email reminders still work.',
    );
  }
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') {
    throw new PushUnavailable('Notifications are blocked for Revisely. Allow them in your browser settings.');
  }
  const registration = await navigator.serviceWorker.register(SERVICE_WORKER_URL);
  await navigator.serviceWorker.ready;
  const publicKey = await fetchVapidPublicKey();
  const existing = await registration.pushManager.getSubscription();
  const subscription =
    existing ??
    (await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(publicKey) }));
  await savePushSubscription(subscription.toJSON());
}

/** Forgets this browser's subscription here and on the server; quiet when there is none. */
export async function disablePush(): Promise<void> {
  if (!pushSupported()) return;
  const registration = await navigator.serviceWorker.getRegistration(SERVICE_WORKER_URL);
  const subscription = await registration?.pushManager.getSubscription();
  if (!subscription) return;
  const { endpoint } = subscription;
  await subscription.unsubscribe();
  await deletePushSubscription(endpoint);
}

/** Whether this browser has a push subscription; null when it cannot have one (no support). */
export async function hasPushSubscription(): Promise<boolean | null> {
  if (!pushSupported()) return null;
  const registration = await navigator.serviceWorker.getRegistration(SERVICE_WORKER_URL);
  return Boolean(await registration?.pushManager.getSubscription());
}
