import { expect as baseExpect, test, type Page } from '@playwright/test';
import {
  apiQuote,
  daysFromToday,
  holdThroughApi,
  hostWithListing,
  payThroughApi,
  signUpIn,
  waitForStatus,
} from './support/bookings.js';

// Issue 28, messaging as guests and hosts feel it: a question from the property page, live in
// the other person's browser without a reload, read receipts and unread counts, and contact
// details masked before a confirmed booking and shown after.

// Two accounts, a listing, a booking and events between services: minutes on a busy machine,
// where a thread's first visit (its chunks, its loader) has taken more than the default 10 s.
test.describe.configure({ timeout: 300_000 });
const expect = baseExpect.configure({ timeout: 30_000 });

const PHONE = '+56 9 8765 4321';
const PHONE_DIGITS = /8765\s?4321/;

/**
 * Opens a page of the app and waits until its live stream is connected, so that nothing sent
 * afterwards can fall between the page's first load and the stream's start.
 */
async function openLive(page: Page, path: string): Promise<void> {
  const stream = page.waitForResponse((r) => r.url().includes('/api/messages/stream'));
  await page.goto(path);
  expect((await stream).status()).toBe(200);
}

/** The conversation's stage, read through the API as the signed-in user of `page`. */
async function stageOf(page: Page, conversationId: string): Promise<string> {
  const reply = await page.request.get(`/api/messages/conversations/${conversationId}`);
  expect(reply.status(), await reply.text()).toBe(200);
  return ((await reply.json()) as { stage: string }).stage;
}

test('a guest asks from the property page, the host answers live, receipts and masking follow the booking', async ({
  browser,
  context,
  page: guest,
}) => {
  const host = await hostWithListing(browser, 'home', { instantBook: true });
  await signUpIn(context, 'guest');
  const hostPage = await host.context.newPage();

  // The host waits on the inbox, the stream open.
  await openLive(hostPage, '/messages');
  await expect(hostPage.getByRole('heading', { level: 1, name: 'Messages' })).toBeVisible();

  // The guest asks from the property page.
  await openLive(guest, `/property/${host.listing.id}`);
  await guest.getByRole('button', { name: 'Contact host' }).click();
  await expect(guest).toHaveURL(/\/messages\/[0-9a-f-]{36}$/);
  const conversationId = new URL(guest.url()).pathname.split('/').pop()!;
  const guestThread = guest.getByTestId('thread');
  await expect(guestThread.getByRole('heading', { level: 1, name: 'Hugo' })).toBeVisible();
  await expect(guestThread.getByRole('link', { name: host.listing.title })).toHaveAttribute(
    'href',
    `/property/${host.listing.id}`,
  );
  const guestInput = guestThread.getByTestId('composer-input');
  await guestInput.fill(`Hi! Is the loft free next month? Call me on ${PHONE}`);
  await guestInput.press('Enter');
  const guestMessages = guestThread.getByTestId('message-list').getByTestId('message');
  await expect(guestMessages.last()).toHaveAttribute('data-state', 'sent');
  await expect(guestMessages.last()).toContainText('Sent');

  // It reaches the host's inbox without a reload, unread, with the count in the account menu.
  const row = hostPage.getByTestId('conversation-row');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Ana');
  await expect(row).toContainText('Is the loft free next month?');
  await expect(row.getByTestId('conversation-unread')).toContainText('1');
  await expect(row.getByTestId('stage-chip')).toHaveText('Inquiry');
  await hostPage.getByTestId('account-menu-trigger').click();
  await expect(hostPage.getByTestId('menu-messages-unread')).toContainText('1');
  await hostPage.keyboard.press('Escape');

  // The host opens it: the phone number is masked, with the reason.
  await row.click();
  const hostThread = hostPage.getByTestId('thread');
  await expect(hostThread.getByRole('heading', { level: 1, name: 'Ana' })).toBeVisible();
  const asked = hostThread.getByTestId('message-list').getByTestId('message').last();
  await expect(asked).toContainText('Is the loft free next month?');
  await expect(asked).not.toContainText(PHONE_DIGITS);
  await expect(asked.getByTestId('masked-note')).toContainText(
    'Contact details are hidden until a booking is confirmed',
  );

  // Opening it read it: the guest sees 'Read' live, the host's unread count falls to none.
  await expect(guestMessages.last().getByTestId('receipt-read')).toHaveText('Read');
  await expect(
    hostPage.getByTestId('conversation-row').getByTestId('conversation-unread'),
  ).toHaveCount(0);
  await expect
    .poll(async () => {
      const reply = await hostPage.request.get('/api/messages/unread-count');
      return ((await reply.json()) as { count: number }).count;
    })
    .toBe(0);

  // The guest sees the host typing, then the answer, live.
  const hostInput = hostThread.getByTestId('composer-input');
  // Slowly enough for two typing notices (one every 3 s), so one dropped stream cannot hide both.
  await hostInput.pressSequentially('Yes, it is free', { delay: 300 });
  await expect(guestThread.getByTestId('typing')).toHaveText('Hugo is typing…');
  await hostInput.press('Enter');
  await expect(guestMessages.last()).toContainText('Yes, it is free');
  await expect(guestMessages.last()).toHaveAttribute('data-mine', 'false');
  // The guest has the thread open, so the answer is read at once: the host sees 'Read'.
  const hostMessages = hostThread.getByTestId('message-list').getByTestId('message');
  await expect(hostMessages.last().getByTestId('receipt-read')).toHaveText('Read');

  // A confirmed booking of the listing joins the conversation; contact details then show.
  const checkIn = daysFromToday(30);
  const checkOut = daysFromToday(32);
  await apiQuote(guest.request, host.listing.id, { checkIn, checkOut });
  const held = await holdThroughApi(guest.request, {
    propertyId: host.listing.id,
    checkIn,
    checkOut,
    guests: 1,
  });
  await payThroughApi(guest.request, held.id);
  await waitForStatus(guest.request, held.id, 'confirmed');
  await expect.poll(() => stageOf(guest, conversationId), { timeout: 20_000 }).toBe('upcoming');

  await guestInput.fill(`Booked! My number again: ${PHONE}`);
  await guestInput.press('Enter');
  const after = hostMessages.last();
  await expect(after).toContainText('Booked!');
  await expect(after).toContainText(PHONE);
  await expect(after.getByTestId('masked-note')).toHaveCount(0);
  // The booking's context came into the thread's header (the stream refreshed it), with a link.
  await expect(guestThread.getByTestId('thread-booking').getByRole('link')).toHaveAttribute(
    'href',
    `/bookings/${held.id}`,
  );

  await host.context.close();
});
