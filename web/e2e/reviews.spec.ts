import { expect, test, type Locator, type Page } from '@playwright/test';
import { endBookingIn } from '@arrendo/infra/testing';
import {
  daysFromToday,
  holdThroughApi,
  hostWithListing,
  payThroughApi,
  signUpIn,
  waitForStatus,
} from './support/bookings.js';

// Issue 28, reviews (decision 0044): a guest and a host review a past stay; neither review shows
// until both are written, then both do, and the listing's rating comes from the guest's.

// Two accounts, a listing with photos, a booking and four signed-in pages: minutes on a busy
// two-core machine.
test.describe.configure({ timeout: 360_000 });

/** A signed-in page's first draw: its texts arrive first, slow on a busy machine. */
const PAGE = { timeout: 30_000 };

const GUEST_TEXT = 'Bright, quiet and spotless. Everything was exactly as the photos showed.';
const HOST_TEXT = 'Ana was a wonderful guest: clear messages and the place left tidy.';

function databaseUrl(): string {
  const url = process.env.E2E_DATABASE_URL;
  if (!url)
    throw new Error('E2E_DATABASE_URL is not set: run the specs through playwright.config.ts');
  return url;
}

/** Chooses `stars` in the star radio group named `legend`. */
async function rate(form: Locator, legend: string, stars: number) {
  const group = form.getByRole('group', { name: legend, exact: true });
  await group.getByRole('radio', { name: stars === 1 ? '1 star' : `${stars} stars` }).check({
    force: true,
  });
}

/** The property page, reloaded until `check` holds (the rating follows an event). */
async function propertyUntil(page: Page, id: string, check: () => Promise<void>) {
  await expect(async () => {
    await page.goto(`/property/${id}`);
    await check();
  }).toPass({ timeout: 30_000 });
}

test('a guest and a host review a past stay; both publish with the second', async ({ browser }) => {
  const host = await hostWithListing(browser, 'home', { instantBook: true });
  const guestContext = await browser.newContext();
  await signUpIn(guestContext, 'guest');
  const booking = await holdThroughApi(guestContext.request, {
    propertyId: host.listing.id,
    checkIn: daysFromToday(40),
    checkOut: daysFromToday(42),
    guests: 2,
  });
  await payThroughApi(guestContext.request, booking.id);
  await waitForStatus(guestContext.request, booking.id, 'confirmed');
  // The stay happens: its period moves to have ended an hour ago.
  await endBookingIn(databaseUrl(), booking.id);

  // The guest writes first.
  const guest = await guestContext.newPage();
  await guest.goto(`/bookings/${booking.id}`);
  const card = guest.getByTestId('review-card');
  await expect(card).toContainText('Review your stay', PAGE);
  await expect(card.getByTestId('review-card-status')).toContainText('until');
  const form = card.getByTestId('review-form');
  // Sending before choosing says what is missing, in the form.
  await form.getByRole('button', { name: 'Send review' }).click();
  await expect(form.getByText('Choose from 1 to 5 stars.').first()).toBeVisible();
  await rate(form, 'Overall', 4);
  for (const legend of ['Cleanliness', 'Accuracy', 'Communication', 'Location', 'Check-in']) {
    await rate(form, legend, 5);
  }
  await rate(form, 'Value', 3);
  await form.getByLabel('Tell future guests about your stay').fill(GUEST_TEXT);
  await form.getByRole('button', { name: 'Send review' }).click();
  await expect(card.getByTestId('review-card-status')).toContainText('Your review is written');
  await expect(card.getByText(GUEST_TEXT)).toBeVisible();
  await expect(card.getByTestId('review-form')).toHaveCount(0);

  // Not on the property page yet: the host has not written theirs.
  await guest.goto(`/property/${host.listing.id}`);
  await expect(guest.getByRole('heading', { level: 1 })).toBeVisible(PAGE);
  await expect(guest.getByText(GUEST_TEXT)).toHaveCount(0);
  await expect(guest.getByTestId('property-reviews')).toHaveCount(0);
  await expect(guest.getByTestId('rating-link')).toHaveCount(0);

  // The host sees that a review waits, not what it says, and writes theirs.
  const hostPage = await host.context.newPage();
  await hostPage.goto(`/bookings/${booking.id}`);
  const hostCard = hostPage.getByTestId('review-card');
  await expect(hostCard).toContainText('Review Ana', PAGE);
  await expect(hostCard.getByText(GUEST_TEXT)).toHaveCount(0);
  const hostForm = hostCard.getByTestId('review-form');
  await rate(hostForm, 'Your rating of the guest', 5);
  await hostForm.getByLabel('Tell other hosts about this guest').fill(HOST_TEXT);
  await hostForm.getByRole('button', { name: 'Send review' }).click();
  await expect(hostCard.getByTestId('review-card-status')).toHaveText(
    'Both reviews are published.',
  );
  await expect(hostCard.getByText(GUEST_TEXT)).toBeVisible();
  await expect(hostCard.getByText(HOST_TEXT)).toBeVisible();

  // The host answers the guest's review once, in public.
  await hostCard.getByLabel('Answer this review publicly').fill('Thank you, Ana!');
  await hostCard.getByRole('button', { name: 'Publish answer' }).click();
  await expect(hostCard.getByText('Thank you, Ana!')).toBeVisible();
  await expect(hostCard.getByLabel('Answer this review publicly')).toHaveCount(0);

  // The guest sees both on the trip page.
  await guest.goto(`/bookings/${booking.id}`);
  await expect(card.getByText(HOST_TEXT)).toBeVisible(PAGE);
  await expect(card.getByTestId('review-card-status')).toHaveText('Both reviews are published.');

  // The property page: the rating is the guest's 4, one review, and the review with its answer.
  await propertyUntil(guest, host.listing.id, async () => {
    await expect(guest.getByTestId('rating-link')).toContainText('(1 review)', { timeout: 2000 });
  });
  const link = guest.getByTestId('rating-link');
  await expect(link).toContainText('4.0');
  await link.click();
  const section = guest.getByTestId('property-reviews');
  await expect(section).toBeInViewport();
  await expect(section.getByTestId('reviews-overall')).toContainText('1 review');
  await expect(section.getByText(GUEST_TEXT)).toBeVisible();
  await expect(section.getByText('Thank you, Ana!')).toBeVisible();
  await expect(section.getByText(HOST_TEXT)).toHaveCount(0);

  await guestContext.close();
  await host.context.close();
});
