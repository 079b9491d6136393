import { randomUUID } from 'node:crypto';
import { expect as baseExpect, test, type Page } from '@playwright/test';
import { CSRF, createVerifiedUser, logInInOpenModal, uniqueEmail } from './support/auth.js';
import { hostWithListing, signUpIn } from './support/bookings.js';
import { makeAdmin } from './support/database.js';

// Issue 29 (Admin and operations): /admin/message-reports. A guest reports a host's message
// from the thread, an admin reads it as written and removes it, and the guest's open thread
// shows "Removed by Arrendo" in its place, live.

test.use({ locale: 'en-US' });
// Three accounts, a listing and events between services: minutes on a busy machine.
test.describe.configure({ timeout: 300_000 });
const expect = baseExpect.configure({ timeout: 30_000 });

async function openLive(page: Page, path: string): Promise<void> {
  const stream = page.waitForResponse((r) => r.url().includes('/api/messages/stream'));
  await page.goto(path);
  expect((await stream).status()).toBe(200);
}

test('a guest reports a host’s message, an admin removes it, the guest’s thread shows the marker', async ({
  browser,
  context,
  page: guest,
  request,
}) => {
  const host = await hostWithListing(browser, 'home');
  await signUpIn(context, 'guest');
  const opened = await context.request.post('/api/messages/conversations', {
    headers: CSRF,
    data: { listingId: host.listing.id },
  });
  expect(opened.status(), await opened.text()).toBe(200);
  const conversationId = ((await opened.json()) as { id: string }).id;
  const offending = `Pay me by bank transfer outside the app ${randomUUID().slice(0, 8)}`;
  const sent = await host.context.request.post(
    `/api/messages/conversations/${conversationId}/messages`,
    { headers: CSRF, data: { clientId: randomUUID(), body: offending } },
  );
  expect(sent.status(), await sent.text()).toBe(201);

  // The guest reports it from the thread.
  await openLive(guest, `/messages/${conversationId}`);
  const thread = guest.getByTestId('thread');
  const message = thread.getByTestId('message').filter({ hasText: offending });
  await expect(message).toHaveCount(1);
  await message.getByRole('button', { name: 'Report this message from Hugo' }).click();
  const reportDialog = guest.getByRole('dialog', { name: 'Report message' });
  await reportDialog.getByLabel('Reason').selectOption('off_platform');
  await reportDialog.getByRole('button', { name: 'Send report' }).click();
  await expect(guest.getByText('Thanks. Our team will review this message.')).toBeVisible();

  // An admin finds it among the open reports, with the text as written.
  const adminContext = await browser.newContext({ locale: 'en-US' });
  const admin = await adminContext.newPage();
  const adminEmail = uniqueEmail('moderator');
  // Signed up apart (the `request` fixture), so the admin signs in after being made one.
  await createVerifiedUser(request, adminEmail);
  await makeAdmin(adminEmail);
  await admin.goto('/admin/message-reports');
  await logInInOpenModal(admin, adminEmail);
  await expect(admin.getByRole('heading', { level: 1, name: 'Message reports' })).toBeVisible();
  await expect(admin.getByRole('tab', { name: 'Open' })).toHaveAttribute('aria-selected', 'true');
  const card = admin.getByTestId('message-report').filter({ hasText: offending });
  await expect(card).toHaveCount(1);
  await expect(card).toContainText('Asks to pay or talk outside Arrendo');
  await expect(card.getByTestId('reported-text')).toHaveText(offending);
  await expect(card.getByRole('link', { name: 'Suspend Hugo…' })).toHaveAttribute(
    'href',
    /\/admin\/users\/[0-9a-f-]{36}$/,
  );

  // Removing asks why first; an empty reason is refused in the dialog.
  await card.getByRole('button', { name: 'Remove message' }).click();
  const removeDialog = admin.getByRole('dialog', { name: 'Remove this message?' });
  await removeDialog.getByRole('button', { name: 'Remove message' }).click();
  await expect(removeDialog.getByText('Say why you are removing it')).toBeVisible();
  await removeDialog.getByLabel('Reason').fill('Asks for payment outside Arrendo');
  await removeDialog.getByRole('button', { name: 'Remove message' }).click();
  await expect(removeDialog).toBeHidden();
  await expect(admin.getByText('Message removed', { exact: true })).toBeVisible();
  await expect(card).toHaveCount(0);

  // It is resolved, and the text is gone for admins too.
  await admin.getByRole('tab', { name: 'Resolved' }).click();
  await expect(admin).toHaveURL(/status=resolved/);
  const resolved = admin
    .getByTestId('message-report')
    .filter({ hasText: host.listing.title })
    .filter({ hasText: 'Message removed' });
  await expect(resolved.first()).toContainText('Removed by Arrendo');
  await expect(admin.getByText(offending)).toHaveCount(0);

  // The guest's open thread changed live: the marker, none of the text.
  const removed = thread.getByTestId('message').filter({ hasText: 'Removed by Arrendo' });
  await expect(removed).toHaveCount(1);
  await expect(thread).not.toContainText(offending);
  // And after a reload (from the server, not the stream).
  await guest.reload();
  await expect(guest.getByTestId('thread').getByText('Removed by Arrendo')).toBeVisible();
  await expect(guest.getByTestId('thread')).not.toContainText(offending);

  await adminContext.close();
  await host.context.close();
});
