import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { CSRF } from './support/auth.js';
import {
  apiQuote,
  daysFromToday,
  holdThroughApi,
  hostWithListing,
  payThroughApi,
  signUpIn,
  waitForStatus,
} from './support/bookings.js';
import { waitForEmail } from '@arrendo/infra/testing';
import { drawnMap } from './support/map.js';

// Issue 31, "The address never arrives": the street address, the host's pin and the arrival
// details reach the guest once the booking is confirmed (trip page and confirmation email), and
// never before; a declined request, another user and the public listing keep the approximate place.

test.describe.configure({ timeout: 150_000 });

const PLACE = {
  address: 'Camino Pucón–Caburgua 4321',
  location: 'Pucón, Araucanía',
  city: 'Pucón',
  region: 'Araucanía',
  lat: -39.2371,
  lng: -71.8694,
  hostInstructions: 'Key box code 4471, left of the gate.',
};
const SECRET = /Caburgua|4471/;

/** Books `nights` from `offset` days ahead and pays (dev card): confirmed or requested next. */
async function bookAndPay(request: APIRequestContext, propertyId: string, offset: number) {
  const checkIn = daysFromToday(offset);
  const checkOut = daysFromToday(offset + 2);
  await apiQuote(request, propertyId, { checkIn, checkOut });
  const held = await holdThroughApi(request, { propertyId, checkIn, checkOut, guests: 1 });
  await payThroughApi(request, held.id);
  return held;
}

async function expectApproximateOnly(page: Page, bookingId: string) {
  await page.goto(`/bookings/${bookingId}`);
  const place = page.getByTestId('trip-place');
  await expect(place).toContainText('Pucón, Araucanía');
  await expect(page.getByTestId('trip-address')).toHaveCount(0);
  await expect(page.getByTestId('trip-arrival')).toHaveCount(0);
  await expect(page.locator('main')).not.toContainText(SECRET);
}

async function expectExactPlace(page: Page, bookingId: string, words: Record<string, string>) {
  await page.goto(`/bookings/${bookingId}`);
  const place = page.getByTestId('trip-place');
  await expect(place.getByRole('heading', { name: words.heading })).toBeVisible();
  await expect(page.getByTestId('trip-address')).toContainText(
    'Camino Pucón–Caburgua 4321, Pucón, Araucanía',
  );
  await expect(page.getByTestId('trip-arrival')).toHaveText(PLACE.hostInstructions);
  // The host's pin, not the public point 120–360 m away.
  await expect(page.getByTestId('trip-map-link')).toHaveAttribute(
    'href',
    /mlat=-39\.23710&mlon=-71\.86940/,
  );
  const map = drawnMap(place);
  await map.scrollIntoViewIfNeeded();
  await expect(map).toBeVisible();
  if ((await place.getByTestId('map').count()) > 0) {
    await expect(place.getByRole('img', { name: words.pin })).toBeVisible();
  }
}

test('a request: approximate until the host accepts, then the trip and the email give the address', async ({
  browser,
  context,
  page,
}) => {
  const host = await hostWithListing(browser, 'home', { ...PLACE, instantBook: false });
  const guestEmail = await signUpIn(context, 'guest');
  const accepted = await bookAndPay(page.request, host.listing.id, 30);
  const declined = await bookAndPay(page.request, host.listing.id, 40);
  await waitForStatus(page.request, accepted.id, 'requested');
  await waitForStatus(page.request, declined.id, 'requested');

  // Requested: the trip page names the public place and says when the rest comes.
  await expectApproximateOnly(page, accepted.id);
  await expect(page.getByTestId('trip-exact-later')).toBeVisible();
  const waiting = await page.request.get(`/api/bookings/${accepted.id}`);
  expect(((await waiting.json()) as { arrival: unknown }).arrival).toBeNull();

  // The host accepts one request and declines the other.
  const hostPage = await host.context.newPage();
  await hostPage.goto('/host/bookings');
  const cards = hostPage.getByTestId('booking-card');
  await expect(cards).toHaveCount(2);
  const decline = await host.context.request.post(`/api/bookings/${declined.id}/decline`, {
    headers: CSRF,
  });
  expect(decline.status(), await decline.text()).toBe(200);
  await hostPage.reload();
  await expect(cards).toHaveCount(1);
  await cards.getByRole('button', { name: 'Accept' }).click();
  await expect(cards).toHaveCount(0);
  await waitForStatus(page.request, accepted.id, 'confirmed');

  // Confirmed: the exact address, the pin and the arrival details.
  await expectExactPlace(page, accepted.id, {
    heading: "Where you're going",
    pin: 'The exact location',
  });
  const mail = await waitForEmail({ to: guestEmail, subjectIncludes: 'was accepted' });
  expect(mail.text).toContain('Address: Camino Pucón–Caburgua 4321, Pucón, Araucanía');
  expect(mail.text).toContain('mlat=-39.2371&mlon=-71.8694');
  expect(mail.text).toContain('Arrival details from Hugo:');
  expect(mail.text).toContain(PLACE.hostInstructions);

  // Declined: still the approximate place, with no promise of more.
  await expectApproximateOnly(page, declined.id);
  await expect(page.getByTestId('trip-exact-later')).toHaveCount(0);

  // Anyone else: another user does not see the booking, the signed-out neither, and the public
  // listing keeps its approximate point.
  const other = await browser.newContext();
  await signUpIn(other, 'other');
  expect((await other.request.get(`/api/bookings/${accepted.id}`)).status()).toBe(404);
  const signedOut = await browser.newContext();
  expect((await signedOut.request.get(`/api/bookings/${accepted.id}`)).status()).toBe(401);
  const publicListing = await signedOut.request.get(`/api/properties/${host.listing.id}`);
  expect(publicListing.status()).toBe(200);
  const listingText = await publicListing.text();
  expect(listingText).not.toMatch(SECRET);
  const point = JSON.parse(listingText) as { lat: number; lng: number };
  expect([point.lat, point.lng]).not.toEqual([PLACE.lat, PLACE.lng]);
  await other.close();
  await signedOut.close();
  await host.context.close();
});

test.describe('in Spanish', () => {
  test.use({ locale: 'es-CL' });

  test('an instant booking in Spanish: the trip page and the confirmation email give the address', async ({
    browser,
    context,
    page,
  }) => {
    const host = await hostWithListing(browser, 'home', { ...PLACE, instantBook: true });
    const guestEmail = await signUpIn(context, 'guest', 'es');
    const booked = await bookAndPay(page.request, host.listing.id, 50);
    await waitForStatus(page.request, booked.id, 'confirmed');

    await expectExactPlace(page, booked.id, { heading: 'Adónde vas', pin: 'La ubicación exacta' });
    const mail = await waitForEmail({ to: guestEmail, subjectIncludes: 'está confirmada' });
    expect(mail.text).toContain('Dirección: Camino Pucón–Caburgua 4321, Pucón, Araucanía');
    expect(mail.text).toContain('Ubicación exacta en el mapa:');
    expect(mail.text).toContain('Instrucciones de llegada de Hugo:');
    expect(mail.text).toContain(PLACE.hostInstructions);
    // The host's own email about the booking does not need the code.
    const toHost = await waitForEmail({ to: host.email, subjectIncludes: 'New booking' });
    expect(toHost.text).not.toContain('4471');
    await host.context.close();
  });
});
