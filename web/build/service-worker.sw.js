/* global self, caches, clients */
// Arrendo's one service worker: the installable app's offline shell and web push.
// web/build/service-worker.ts turns this template into dist/sw.js at build time, writing the
// build's hash and the exact list of files to precache in place of the two markers below.

const BUILD = '__ARRENDO_BUILD__';
const PRECACHE = /* __ARRENDO_PRECACHE__ */ ['/'];
const SHELL_CACHE = `arrendo-shell-${BUILD}`;
/** How long a navigation waits for the network before the cached shell answers instead. */
const NAVIGATION_TIMEOUT_MS = 3000;
const PRECACHED = new Set(PRECACHE);

self.addEventListener('install', (event) => {
  // `reload`: past the browser's HTTP cache, so the shell is this build's, not an older copy.
  event.waitUntil(
    caches
      .open(SHELL_CACHE)
      .then((cache) => cache.addAll(PRECACHE.map((url) => new Request(url, { cache: 'reload' })))),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) =>
        Promise.all(
          keys
            .filter((key) => key.startsWith('arrendo-') && key !== SHELL_CACHE)
            .map((key) => caches.delete(key)),
        ),
      )
      .then(() => self.clients.claim()),
  );
});

/** Never through here: the API, provider webhooks, uploads and media, the worker itself. */
function bypasses(url) {
  return (
    url.pathname === '/api' ||
    url.pathname.startsWith('/api/') ||
    url.pathname.startsWith('/webhooks/') ||
    url.pathname.startsWith('/media/') ||
    url.pathname === '/sw.js'
  );
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin || bypasses(url)) return;
  if (request.mode === 'navigate') {
    event.respondWith(networkFirst(request));
  } else if (url.pathname.startsWith('/assets/') || PRECACHED.has(url.pathname)) {
    event.respondWith(cacheFirst(request));
  }
});

/**
 * Online, a page always comes from the network (fresh HTML with its own head tags); the cached
 * shell answers only when the network fails or is slower than NAVIGATION_TIMEOUT_MS, and the app
 * then starts and shows its own offline screen.
 */
async function networkFirst(request) {
  const network = fetch(request);
  network.catch(() => undefined); // answered by the shell below when it fails
  let timer;
  const timeout = new Promise((resolve) => {
    timer = setTimeout(() => resolve(null), NAVIGATION_TIMEOUT_MS);
  });
  try {
    const response = await Promise.race([network, timeout]);
    if (response) return response;
  } catch {
    // Offline or refused: the shell below.
  } finally {
    clearTimeout(timer);
  }
  const shell = await caches.match('/', { cacheName: SHELL_CACHE });
  return shell ?? network;
}

/** Hashed assets never change under their name: the cache answers, the network fills it. */
async function cacheFirst(request) {
  const cached = await caches.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok && response.type === 'basic') {
    const copy = response.clone();
    caches.open(SHELL_CACHE).then((cache) => cache.put(request, copy));
  }
  return response;
}

/** A same-origin path from a push payload's `url`; anything else opens the home page. */
function targetPath(value) {
  if (typeof value !== 'string' || value === '') return '/';
  try {
    const url = new URL(value, self.location.origin);
    return url.origin === self.location.origin ? url.pathname + url.search + url.hash : '/';
  } catch {
    return '/';
  }
}

self.addEventListener('push', (event) => {
  let payload = {};
  if (event.data) {
    try {
      payload = event.data.json();
    } catch {
      payload = { body: event.data.text() };
    }
  }
  const title =
    typeof payload.title === 'string' && payload.title.trim() ? payload.title : 'Arrendo';
  event.waitUntil(
    self.registration.showNotification(title, {
      body: typeof payload.body === 'string' ? payload.body : '',
      icon: '/icons/icon-192.png',
      badge: '/icons/icon-192.png',
      data: { url: targetPath(payload.url) },
      ...(typeof payload.tag === 'string' ? { tag: payload.tag } : {}),
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const path = targetPath(event.notification.data && event.notification.data.url);
  const target = new URL(path, self.location.origin).href;
  event.waitUntil(
    clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      const open = windows.find((w) => w.url === target);
      if (open) return open.focus();
      const any = windows.find((w) => new URL(w.url).origin === self.location.origin);
      if (any && 'navigate' in any) return any.navigate(target).then((w) => (w ?? any).focus());
      return clients.openWindow(target);
    }),
  );
});
