import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { signUpIn } from './support/bookings.js';

// Web push in the browser (issue 28, spec 4 and 9). What a headless Chromium here can show: the
// settings card in each permission state, and the service worker's handling of a push message
// delivered through DevTools. Subscribing at a real push service (FCM) needs the internet this
// machine does not have; the server side of push, a local push service included, is covered by
// services/notification/test/push.int.test.ts.
test.use({ locale: 'en-US', serviceWorkers: 'allow' });
test.describe.configure({ timeout: 90_000 });

const SETTINGS = '/notifications/settings';

/** What the page's `navigator` offers here (the specs have no DOM types). */
interface PushWindow {
  navigator: {
    serviceWorker: {
      ready: Promise<{
        getNotifications(filter: {
          tag: string;
        }): Promise<{ title: string; body: string; tag: string; data: { link?: string } | null }[]>;
      }>;
    };
  };
}

/**
 * Sets the notifications permission of this test's browser context, as the person would in the
 * site settings ('prompt' is the browser's 'default'). Through DevTools, since Playwright can
 * grant but not deny; the session stays open for the whole test, because Chromium drops a
 * session's permission overrides when it detaches. The page sees each change at once.
 */
async function notificationPermission(context: BrowserContext, page: Page) {
  const cdp = await context.newCDPSession(page);
  const { targetInfo } = await cdp.send('Target.getTargetInfo');
  const set = async (setting: 'granted' | 'denied' | 'prompt') => {
    await cdp.send('Browser.setPermission', {
      permission: { name: 'notifications' },
      setting,
      origin: new URL(page.url()).origin,
      ...(targetInfo.browserContextId ? { browserContextId: targetInfo.browserContextId } : {}),
    });
  };
  return { cdp, set };
}

const permissionIn = (page: Page) =>
  page.evaluate(
    () =>
      (globalThis as unknown as { Notification: { permission: string } }).Notification.permission,
  );

const card = (page: Page) => page.getByRole('region', { name: 'Push notifications' });

test('the push card follows the browser permission: ask, allowed, blocked', async ({
  context,
  page,
}) => {
  await signUpIn(context, 'guest-push');
  await page.goto(SETTINGS);
  const permission = await notificationPermission(context, page);
  // The card is a chunk of its own, after the signed-in page's: slow on a busy machine.
  await expect(card(page)).toHaveAttribute('data-push-state', 'default', { timeout: 30_000 });
  await expect(card(page).getByRole('heading', { name: 'Push notifications' })).toBeVisible();
  await expect(
    card(page).getByRole('button', { name: 'Turn on push notifications' }),
  ).toBeVisible();

  // Changed in the browser's site settings while the page is open: the card follows.
  await permission.set('granted');
  expect(await permissionIn(page)).toBe('granted');
  // Allowed, and no subscription on this device yet.
  await expect(card(page)).toHaveAttribute('data-push-state', 'off');
  await expect(card(page)).toContainText('Push notifications are off for this device.');
  await expect(
    card(page).getByRole('button', { name: 'Turn on push notifications' }),
  ).toBeVisible();

  await permission.set('denied');
  expect(await permissionIn(page)).toBe('denied');
  await expect(card(page)).toHaveAttribute('data-push-state', 'denied');
  await expect(card(page)).toContainText('Notifications are blocked for Arrendo in this browser.');
  await expect(card(page).getByRole('button')).toHaveCount(0);
});

test('the service worker shows a push, keeps its link on Arrendo and closes the test push after 5 s', async ({
  context,
  page,
}) => {
  await page.goto('/');
  const { cdp, set } = await notificationPermission(context, page);
  await set('granted');
  const registered = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const ours = registrations.find((r) => !r.isDeleted && r.scopeURL.startsWith(page.url()));
      if (ours) resolve(ours.registrationId);
    });
  });
  const workerErrors: string[] = [];
  cdp.on('ServiceWorker.workerErrorReported', ({ errorMessage }) =>
    workerErrors.push(errorMessage.errorMessage),
  );
  await cdp.send('ServiceWorker.enable');
  await page.evaluate(async () => {
    await (globalThis as unknown as PushWindow).navigator.serviceWorker.ready;
  });
  const registrationId = await registered;
  const origin = new URL(page.url()).origin;
  const deliver = (payload: object) =>
    cdp.send('ServiceWorker.deliverPushMessage', {
      origin,
      registrationId,
      data: JSON.stringify(payload),
    });
  const shown = (tag: string) =>
    page.evaluate(async (t) => {
      const registration = await (globalThis as unknown as PushWindow).navigator.serviceWorker
        .ready;
      return (await registration.getNotifications({ tag: t })).map((n) => ({
        title: n.title,
        body: n.body,
        link: n.data?.link ?? null,
      }));
    }, tag);

  await deliver({
    title: 'Booking confirmed',
    body: 'Your stay starts on 3 January',
    link: '/trips',
    tag: 'e2e-booking',
  });
  expect(await permissionIn(page)).toBe('granted');
  await expect
    .poll(() => shown('e2e-booking'), { message: `worker errors: ${workerErrors.join('; ')}` })
    .toEqual([
      { title: 'Booking confirmed', body: 'Your stay starts on 3 January', link: '/trips' },
    ]);

  // A link to another site is refused: the notification leads to Arrendo's home instead.
  await deliver({ title: 'Elsewhere', body: '', link: 'https://example.com/x', tag: 'e2e-away' });
  await expect.poll(() => shown('e2e-away')).toEqual([{ title: 'Elsewhere', body: '', link: '/' }]);

  const sentAt = Date.now();
  await deliver({
    title: 'Push notifications are on',
    body: 'Test',
    link: '/notifications/settings',
    tag: 'push-test',
    test: true,
  });
  await expect.poll(async () => (await shown('push-test')).length).toBe(1);
  await expect.poll(async () => (await shown('push-test')).length, { timeout: 10_000 }).toBe(0);
  expect(Date.now() - sentAt).toBeGreaterThanOrEqual(5000);
  // The ordinary one stays.
  expect(await shown('e2e-booking')).toHaveLength(1);
  await cdp.detach();
});
