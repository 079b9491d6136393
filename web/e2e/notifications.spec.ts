import { expect, test, type Page } from '@playwright/test';
import {
  daysFromToday,
  holdThroughApi,
  hostWithListing,
  payThroughApi,
  signUpIn,
  waitForStatus,
} from './support/bookings.js';

// Issue 28: notifications appear on a booking and can be marked read (the account menu's dot
// goes away); a channel turned off on /notifications/settings stays off after a reload.

// A host, a guest and a booking's events between services: past the default minute on a busy
// two-core machine.
test.describe.configure({ timeout: 120_000 });

/** The account menu's dot beside 'Notifications' (opened, read, closed). */
async function menuShowsUnread(page: Page): Promise<boolean> {
  await page.getByTestId('account-menu-trigger').click();
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitem', { name: /Notifications/ })).toBeVisible();
  const unread = await menu.getByTestId('menu-notifications-unread').isVisible();
  await page.keyboard.press('Escape');
  return unread;
}

test('a booking brings notifications that open its page and can be marked read', async ({
  browser,
  context,
  page,
}) => {
  const host = await hostWithListing(browser, 'home', { instantBook: true, price: 40000 });
  await signUpIn(context, 'guest');
  const held = await holdThroughApi(page.request, {
    propertyId: host.listing.id,
    checkIn: daysFromToday(50),
    checkOut: daysFromToday(52),
    guests: 1,
  });
  await payThroughApi(page.request, held.id);
  await waitForStatus(page.request, held.id, 'confirmed');

  // The events travel between services: wait until the notification service has both.
  await expect
    .poll(
      async () => {
        const reply = await page.request.get('/api/notifications');
        const { items } = (await reply.json()) as { items: { type: string }[] };
        return items.map((n) => n.type).sort();
      },
      { message: 'the booking’s notifications', timeout: 30_000 },
    )
    .toEqual(['booking_confirmed', 'payment_received']);

  await page.goto('/notifications');
  // The startup gate first waits for the system's health: slow on a busy machine.
  await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible({
    timeout: 30_000,
  });
  const list = page.getByTestId('notification-list');
  const confirmed = list.getByTestId('notification').filter({
    hasText: 'Your booking is confirmed',
  });
  await expect(confirmed).toHaveCount(1);
  await expect(confirmed).toContainText(host.listing.title);
  await expect(confirmed).toHaveAttribute('data-read', 'false');
  await expect(
    list.getByTestId('notification').filter({ hasText: 'Payment received' }),
  ).toHaveCount(1);
  expect(await menuShowsUnread(page)).toBe(true);

  // Opening one marks it read and goes to the booking it is about.
  await confirmed.getByRole('button').click();
  await expect(page).toHaveURL(new RegExp(`/bookings/${held.id}$`));
  await page.goto('/notifications');
  await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible({
    timeout: 30_000,
  });
  await expect(confirmed).toHaveAttribute('data-read', 'true', { timeout: 15_000 });

  // Mark all read: nothing unread is left, and the dot goes away.
  await page.getByRole('button', { name: 'Mark all as read' }).click();
  await expect(list.locator('[data-read="false"]')).toHaveCount(0);
  await expect.poll(() => menuShowsUnread(page)).toBe(false);
  await page.getByRole('link', { name: 'Unread' }).click();
  await expect(page.getByText("You're all caught up")).toBeVisible();
  await host.context.close();
});

test('a channel turned off stays off after a reload; security emails are said to stay on', async ({
  context,
  page,
}) => {
  await signUpIn(context, 'guest');
  await page.goto('/notifications/settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Notification settings' })).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByRole('note')).toContainText("can't be turned off");
  const payoutEmail = page.getByRole('switch', { name: 'Payouts sent — Email' });
  await expect(payoutEmail).toHaveAttribute('aria-checked', 'true');
  await payoutEmail.click();
  await expect(page.getByText('Saved')).toBeVisible();
  await expect(payoutEmail).toHaveAttribute('aria-checked', 'false');
  // A type without an email has no email switch.
  await expect(page.getByRole('switch', { name: 'Payments received — Email' })).toHaveCount(0);

  await page.reload();
  await expect(payoutEmail).toHaveAttribute('aria-checked', 'false');
  await expect(page.getByRole('switch', { name: 'Payouts sent — In app' })).toHaveAttribute(
    'aria-checked',
    'true',
  );
  const saved = await page.request.get('/api/notifications/settings');
  expect((await saved.json()).settings).toContainEqual({
    type: 'payout_paid',
    channel: 'email',
    enabled: false,
  });
});
