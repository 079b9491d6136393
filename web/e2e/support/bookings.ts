import { randomUUID } from 'node:crypto';
import {
  expect,
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  type Locator,
  type Page,
} from '@playwright/test';
import { CSRF, PASSWORD, uniqueEmail } from './auth.js';
import { completeHomeFields, uploadPhotos, type HostListing } from './host-listings.js';
import { extractCode, waitForEmail } from '@arrendo/infra/testing';

// What the booking and payment journeys share: accounts in their own browser contexts, hosts'
// listings made through the API, quotes and bookings read from the API, and the reservation
// panel's calendar driven by its real `data-date` buttons.

export type Language = 'en' | 'es';

/**
 * A verified account signed in inside `context` (its pages and `context.request` share the
 * session). `locale` is the account's saved language, which the web applies once signed in.
 */
export async function signUpIn(
  context: BrowserContext,
  tag: string,
  locale: Language = 'en',
): Promise<string> {
  const email = uniqueEmail(tag);
  const request = context.request;
  const registered = await request.post('/api/auth/register', {
    headers: CSRF,
    data: {
      email,
      password: PASSWORD,
      locale,
      firstName: tag.startsWith('host') ? 'Hugo' : 'Ana',
      lastName: 'Pérez',
      birthday: '1990-05-15',
      countryCode: 'CL',
      phoneNumber: '912345678',
      acceptsPromotions: false,
    },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  // The e-mail speaks the account's language.
  const subject = locale === 'es' ? 'código de verificación' : 'verification code';
  const mail = await waitForEmail({ to: email, subjectIncludes: subject });
  const verified = await request.post('/api/auth/verify-email', {
    headers: CSRF,
    data: { email, code: extractCode(mail.text) },
  });
  expect(verified.status(), await verified.text()).toBe(200);
  return email;
}

/** A per-hour space with every field a published experience needs (default opening hours). */
export function completeExperienceFields(title: string) {
  return {
    category: 'productions',
    subcategory: 'studio',
    maxGuests: 6,
    sizeM2: 60,
    sessionHours: 4,
    minHours: 2,
    address: 'Calle Bellavista 55',
    location: 'Bellavista, Santiago',
    city: 'Santiago',
    region: 'Región Metropolitana',
    lat: -33.4326,
    lng: -70.6347,
    amenities: [],
    title,
    description:
      'A white-walled studio with north light, backdrops and a changing room for shoots and rehearsals.',
    houseRules: 'No smoking.',
    hostInstructions: 'Ring bell 3.',
    price: 20000,
    extraFees: [],
    refundPolicy: 'flexible',
    instantBook: true,
  };
}

type Overrides = Record<string, unknown>;

/** A published listing of the host signed in on `request`, five photos, ready to be booked. */
export async function publishListing(
  request: APIRequestContext,
  type: 'home' | 'experience',
  title: string,
  overrides: Overrides = {},
): Promise<HostListing> {
  const id = randomUUID();
  const created = await request.post('/api/host/listings', {
    headers: CSRF,
    data: { id, listingType: type },
  });
  expect(created.status(), await created.text()).toBe(201);
  const fields = type === 'home' ? completeHomeFields(title) : completeExperienceFields(title);
  const saved = await request.patch(`/api/host/listings/${id}`, {
    headers: CSRF,
    data: { ...fields, ...overrides },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  await uploadPhotos(request, id, 5);
  const published = await request.post(`/api/host/listings/${id}/publish`, { headers: CSRF });
  expect(published.status(), await published.text()).toBe(200);
  return { id, title };
}

export interface Host {
  context: BrowserContext;
  email: string;
  listing: HostListing;
}

/** A new host in a context of their own, with one published listing. */
export async function hostWithListing(
  browser: Browser,
  type: 'home' | 'experience',
  overrides: Overrides = {},
): Promise<Host> {
  const context = await browser.newContext();
  const email = await signUpIn(context, 'host');
  const title = `${type === 'home' ? 'Loft' : 'Studio'} ${randomUUID().slice(0, 8)}`;
  const listing = await publishListing(context.request, type, title, overrides);
  return { context, email, listing };
}

/** `YYYY-MM-DD`, `days` after today (UTC; far enough ahead that the listing's zone never matters). */
export function daysFromToday(days: number): string {
  const d = new Date();
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

export interface Money {
  amount: number;
  currency: string;
}
export interface Quote {
  subtotal: Money;
  /** What the host earns: the units and the host's fees. */
  base: Money;
  serviceFee: Money;
  serviceFeePercent: number;
  vat: Money;
  vatPercent: number;
  total: Money;
  units: number;
}

export type SlotQuery =
  | { checkIn: string; checkOut: string; guests?: number }
  | { date: string; startTime: string; hours: number; guests?: number };

/** The API's quote for a slot (public); polled until the new listing has reached pricing. */
export async function apiQuote(
  request: APIRequestContext,
  listingId: string,
  slot: SlotQuery,
): Promise<Quote> {
  const params = new URLSearchParams(
    Object.entries({ guests: 1, currency: 'CLP', ...slot }).map(([k, v]): [string, string] => [
      k,
      String(v),
    ]),
  );
  let quote: Quote | null = null;
  await expect
    .poll(
      async () => {
        const reply = await request.get(`/api/properties/${listingId}/quote?${params}`);
        if (reply.ok()) quote = (await reply.json()) as Quote;
        return reply.status();
      },
      { message: 'the quote of the new listing', timeout: 15_000 },
    )
    .toBe(200);
  return quote!;
}

/** Digits of a CLP amount with any thousands separator ("97.461", "97,461"). */
export function moneyPattern(amount: number): RegExp {
  const grouped = amount.toLocaleString('en-US').replace(/,/g, '[.,\\s\\u00a0]');
  return new RegExp(`(?<!\\d)(?<!\\d[.,])${grouped}(?![.,]?\\d)`);
}

export interface Booking {
  id: string;
  status: string;
  quote: Quote;
  payment: { state: string; refunded: Money };
}

/** A hold made through the API as the guest signed in on `request`. */
export async function holdThroughApi(
  request: APIRequestContext,
  body: Record<string, unknown>,
): Promise<Booking> {
  const reply = await request.post('/api/bookings', {
    headers: { ...CSRF, 'Idempotency-Key': randomUUID() },
    data: body,
  });
  expect(reply.status(), await reply.text()).toBe(201);
  return (await reply.json()) as Booking;
}

/** Pays a held booking with the dev provider through the API, as its page would. */
export async function payThroughApi(
  request: APIRequestContext,
  bookingId: string,
  outcome: 'succeed' | 'fail' = 'succeed',
): Promise<void> {
  const started = await request.post('/api/payments', {
    headers: CSRF,
    data: { bookingId, method: 'card' },
  });
  expect(started.status(), await started.text()).toBe(200);
  const { paymentId } = (await started.json()) as { paymentId: string };
  const completed = await request.post(`/api/payments/${paymentId}/dev-complete`, {
    headers: CSRF,
    data: { outcome },
  });
  expect(completed.status(), await completed.text()).toBe(200);
}

export async function bookingOf(request: APIRequestContext, id: string): Promise<Booking> {
  const reply = await request.get(`/api/bookings/${id}`);
  expect(reply.status(), await reply.text()).toBe(200);
  return ((await reply.json()) as { booking: Booking }).booking;
}

/** Waits for the booking service to move a booking to `status` (events travel meanwhile). */
export async function waitForStatus(request: APIRequestContext, id: string, status: string) {
  await expect
    .poll(async () => (await bookingOf(request, id)).status, {
      message: `booking ${id} becomes ${status}`,
      timeout: 20_000,
    })
    .toBe(status);
}

/** Clicks a day of the panel's calendar, paging months forward until it shows. */
export async function pickDay(panel: Locator, date: string, nextMonth = 'Next month') {
  const day = panel.locator(`[data-testid="day-grid"] button[data-date="${date}"]`);
  for (let i = 0; i < 7 && (await day.count()) === 0; i += 1) {
    await panel.getByRole('button', { name: nextMonth }).click();
  }
  await day.click();
}

/** The desktop reservation panel of a property page, once the calendar has loaded. */
export async function openPanel(page: Page, listingId: string): Promise<Locator> {
  await page.goto(`/property/${listingId}`);
  const panel = page.getByTestId('reservation-panel');
  await expect(panel.getByTestId('day-grid')).toBeVisible();
  return panel;
}
