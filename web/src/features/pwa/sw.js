/* global self, caches, clients */
// Arrendo's one service worker: the installable app's offline shell and web push. Built by
// vite-plugin-pwa (injectManifest, vite.config.ts), which writes this build's precache list, with
// a revision per file, in place of `self.__WB_MANIFEST`; Workbox keeps that cache up to date.
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkOnly } from 'workbox-strategies';

/** How long a navigation waits for the network before the cached shell answers instead. */
const NAVIGATION_TIMEOUT_SECONDS = 3;
const ASSETS_CACHE = 'arrendo-assets';

self.addEventListener('activate', (event) => {
  // A new build: the lazy chunks cached on use by the one before are not this build's, and
  // today's worker's caches (`arrendo-shell-<build>`) are replaced by Workbox's precache.
  event.waitUntil(
    caches
      .keys()
      .then((keys) =>
        Promise.all(
          keys.filter((key) => key.startsWith('arrendo-')).map((key) => caches.delete(key)),
        ),
      ),
  );
});

/**
 * Online, a page always comes from the network (fresh HTML with its own head tags); the cached
 * shell answers only when the network fails or is slower than the timeout, and the app then
 * starts and shows its own offline screen. Never through here: the API, provider webhooks, media.
 */
const network = new NetworkOnly({ networkTimeoutSeconds: NAVIGATION_TIMEOUT_SECONDS });
registerRoute(
  new NavigationRoute(
    async (options) => {
      try {
        return await network.handle(options);
      } catch {
        return (await matchPrecache('/')) ?? Response.error();
      }
    },
    { denylist: [/^\/api(\/|$)/, /^\/webhooks\//, /^\/media\//, /^\/sw\.js$/] },
  ),
);

// The shell: `/` (the HTML), the entry with its stylesheet, the home page's chunk, the language
// catalogues and the public icons (globPatterns in vite.config.ts). Registered after the
// navigation route, which wins for pages: online, `/` is never answered from this cache.
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
clientsClaim();

/** Hashed assets never change under their name: the cache answers, the network fills it. */
registerRoute(
  ({ url, request }) =>
    request.method === 'GET' &&
    url.origin === self.location.origin &&
    url.pathname.startsWith('/assets/'),
  new CacheFirst({ cacheName: ASSETS_CACHE }),
);

/** How long the settings page's test push stays up (spec 9). */
const TEST_PUSH_CLOSE_MS = 5000;

/**
 * A push payload's `link` as a same-origin path. Another origin is refused (the home page opens
 * instead): a click on a notification never leaves Arrendo.
 */
function targetPath(value) {
  if (typeof value !== 'string' || value === '') return '/';
  try {
    const url = new URL(value, self.location.origin);
    return url.origin === self.location.origin ? url.pathname + url.search + url.hash : '/';
  } catch {
    return '/';
  }
}

/** The notification service sends JSON `{title, body, link, tag, test?}` (contracts PushPayload). */
function readPayload(data) {
  if (!data) return {};
  try {
    const payload = data.json();
    return payload && typeof payload === 'object' ? payload : {};
  } catch {
    return { body: data.text() };
  }
}

/** The test push closes itself: it proves pushes arrive without staying in the tray. */
function closeLater(tag) {
  return new Promise((resolve) => {
    setTimeout(() => {
      self.registration
        .getNotifications({ tag })
        .then((shown) => shown.forEach((n) => n.close()))
        .then(resolve, resolve);
    }, TEST_PUSH_CLOSE_MS);
  });
}

self.addEventListener('push', (event) => {
  const payload = readPayload(event.data);
  const title =
    typeof payload.title === 'string' && payload.title.trim() ? payload.title : 'Arrendo';
  const tag = typeof payload.tag === 'string' && payload.tag ? payload.tag : undefined;
  const test = payload.test === true;
  const shown = self.registration.showNotification(title, {
    body: typeof payload.body === 'string' ? payload.body : '',
    icon: '/icons/icon-192.png',
    badge: '/icons/icon-192.png',
    data: { link: targetPath(payload.link) },
    ...(tag ? { tag } : {}),
  });
  // waitUntil keeps the worker alive until the test notification has been closed.
  event.waitUntil(test && tag ? shown.then(() => closeLater(tag)) : shown);
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const path = targetPath(event.notification.data && event.notification.data.link);
  const target = new URL(path, self.location.origin).href;
  event.waitUntil(
    clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      const open = windows.find((w) => w.url === target);
      if (open) return open.focus();
      // An Arrendo tab already open is reused: focused, then taken to the page.
      const any = windows.find((w) => new URL(w.url).origin === self.location.origin);
      if (any && 'navigate' in any) {
        return any.focus().then((w) => (w ?? any).navigate(target));
      }
      return clients.openWindow(target);
    }),
  );
});
