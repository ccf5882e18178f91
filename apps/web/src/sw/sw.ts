/// <reference lib="webworker" />
// Revisely's service worker (built by vite-plugin-pwa, injectManifest; docs/decisions/0023-offline-study.md).
// - Precaches the built app and answers page navigations with the cached shell, so the app starts
//   with no network. Everything else it has not precached (above all `/api/*`) goes straight to the
//   network: API responses are never cached here (offline study data lives in IndexedDB).
// - A new version waits until every tab of the old one is closed (so a tab never mixes versions)
//   or until the page asks it to take over (the 'Reload' button of 'Revisely was updated').
// - Shows study reminders sent by web push and opens the review page when one is tapped.
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<{ url: string; revision: string | null }> };

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

registerRoute(
  new NavigationRoute(createHandlerBoundToURL('/index.html'), {
    // API and docs URLs are the server's, never the app shell.
    denylist: [/^\/api(\/|$)/u],
  }),
);

self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});

self.addEventListener('activate', (event) => {
  event.waitUntil(self.clients.claim());
});

interface PushData {
  title?: unknown;
  body?: unknown;
  url?: unknown;
  tag?: unknown;
}

self.addEventListener('push', (event) => {
  let data: PushData = {};
  try {
    data = event.data ? (event.data.json() as PushData) : {};
  } catch {
    data = { body: event.data ? event.data.text() : '' };
  }
  const title = typeof data.title === 'string' && data.title ? data.title : 'Time to review';
  const url = typeof data.url === 'string' && data.url.startsWith('/') ? data.url : '/flashcards';
  event.waitUntil(
    self.registration.showNotification(title, {
      body: typeof data.body === 'string' ? data.body : '',
      icon: '/icons/icon-192.png',
      badge: '/icons/icon-192.png',
      tag: typeof data.tag === 'string' ? data.tag : 'revisely-reminder',
      data: { url },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const wanted = (event.notification.data as { url?: string } | null)?.url || '/flashcards';
  const target = new URL(wanted, self.location.origin).href;
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      for (const client of windows) {
        if (new URL(client.url).origin === self.location.origin && 'focus' in client) {
          const focused = await client.focus();
          if ('navigate' in focused) await focused.navigate(target);
          return;
        }
      }
      await self.clients.openWindow(target);
    })(),
  );
});
