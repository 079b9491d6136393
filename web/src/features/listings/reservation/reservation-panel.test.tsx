import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Availability, Booking, Quote } from '@arrendo/contracts/web';
import { OPEN_AUTH_MODAL_EVENT, type OpenAuthModalDetail } from '@/features/auth/auth-events';
import { feesStore } from '@/features/preferences/fees';
import { setCurrency } from '@/features/preferences/set-currency';
import { setShowTaxIncluded } from '@/features/preferences/tax-store';
import {
  fakeUser,
  i18nReady,
  renderInRouter,
  stubApi,
  type FakeAnswer,
} from '@/test/render-in-router';
import { ReservationPanel } from '../components/reservation-panel';
import { propertyFixture } from '../test/property-fixture';
import { USD_DISPLAY, hourlyQuoteFixture, stayQuoteFixture } from '../test/quote-fixture';

const home = propertyFixture({ price: { amount: 50_000, currency: 'CLP' }, instantBook: true });
const space = propertyFixture({
  listingType: 'experience',
  priceUnit: 'hour',
  price: { amount: 15_000, currency: 'CLP' },
  checkInTime: null,
  checkOutTime: null,
  sessionHours: 1,
  minHours: 2,
  maxGuests: 10,
  instantBook: false,
});
const BOOKING_ID = '55555555-5555-4555-8555-555555555555';
const availabilityPath = `GET /properties/${home.id}/availability`;
const quotePath = `GET /properties/${home.id}/quote`;

function availability(): Availability {
  return {
    propertyId: home.id,
    timeZone: 'America/Santiago',
    today: '2026-03-02',
    horizonEnd: '2026-08-29',
    unavailableDates: [],
    busy: [],
    openingHours: [],
  };
}

function booking(quote: Quote): Booking {
  return {
    id: BOOKING_ID,
    propertyId: home.id,
    guestId: fakeUser().id,
    hostId: home.hostId,
    status: 'pending',
    kind: quote.kind,
    guests: 2,
    checkIn: '2026-03-10',
    checkOut: '2026-03-13',
    date: null,
    startTime: null,
    hours: null,
    timeZone: 'America/Santiago',
    startsAt: '2026-03-10T18:00:00.000Z',
    endsAt: '2026-03-13T14:00:00.000Z',
    expiresAt: '2026-03-02T15:15:00.000Z',
    listing: {
      title: home.title,
      location: home.location,
      listingType: 'home',
      coverUrl: null,
      refundPolicy: 'moderate',
      instantBook: true,
      checkInTime: '15:00',
      checkOutTime: '11:00',
    },
    quote,
    payment: {
      state: 'unpaid',
      provider: null,
      paid: { amount: 0, currency: 'CLP' },
      refunded: { amount: 0, currency: 'CLP' },
    },
    cancellation: null,
    confirmedAt: null,
    createdAt: '2026-03-02T15:00:00.000Z',
    updatedAt: '2026-03-02T15:00:00.000Z',
  };
}

const error = (status: number, code: string, message: string, fields?: unknown): FakeAnswer => ({
  status,
  body: { error: { code, message, ...(fields ? { details: { fields } } : {}) } },
});

/** Every request the panel sent: URL (with its query) and headers. */
function requests(): { url: URL; method: string; headers: Record<string, string> }[] {
  return vi.mocked(globalThis.fetch).mock.calls.map(([input, init]) => ({
    url: new URL(String(input), 'http://localhost'),
    method: init?.method ?? 'GET',
    headers: (init?.headers ?? {}) as Record<string, string>,
  }));
}

function panel() {
  return within(screen.getByTestId('reservation-panel'));
}

async function pickDay(label: string) {
  // The router renders the page on its next tick.
  const card = within(await screen.findByTestId('reservation-panel'));
  await userEvent.click(await card.findByRole('button', { name: label }));
}

/** Check-in Tuesday 10 March, check-out Friday 13 March 2026: three nights. */
async function pickThreeNights() {
  await pickDay('Tuesday, March 10, 2026');
  await pickDay('Friday, March 13, 2026');
}

function lineTexts(): string[] {
  return panel()
    .getAllByRole('listitem')
    .map((li) => li.textContent ?? '');
}

const listeners: ((e: Event) => void)[] = [];
/** Each test renders the page, picks in the calendar and waits on the router: slow on a busy CI. */
const PAGE_TEST = { timeout: 20_000 };

beforeAll(() => i18nReady('en'));
beforeEach(() => {
  // Only the clock: React Query and user-event keep real timers.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-03-02T12:00:00'));
  setCurrency('CLP');
  setShowTaxIncluded(false);
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  for (const l of listeners.splice(0)) document.removeEventListener(OPEN_AUTH_MODAL_EVENT, l);
});

describe('the reservation panel’s quote', PAGE_TEST, () => {
  it('asks for the picked nights and shows each CLP line, the fee’s IVA apart, and the total', async () => {
    stubApi({
      [availabilityPath]: { body: availability() },
      [quotePath]: { body: stayQuoteFixture() },
    });
    renderInRouter(<ReservationPanel property={home} />);
    await pickThreeNights();

    expect(await panel().findByTestId('price-breakdown')).toBeTruthy();
    expect(lineTexts()).toEqual([
      'CLP$50,000 × 3 nightsCLP$150,000',
      'CleaningCLP$20,000',
      'Service fee (10%)CLP$17,000',
      'IVA on the service fee (19%)CLP$3,230',
    ]);
    expect(panel().getByTestId('quote-total').textContent).toBe('TotalCLP$190,230');
    expect(panel().queryByTestId('charged-in-clp')).toBeNull();

    const asked = requests().find((r) => r.url.pathname.endsWith('/quote'))!;
    expect(Object.fromEntries(asked.url.searchParams)).toEqual({
      checkIn: '2026-03-10',
      checkOut: '2026-03-13',
      guests: '1',
      currency: 'CLP',
    });
  });

  it('in USD converts every line with the quote’s rate and says what is charged in CLP', async () => {
    setCurrency('USD');
    stubApi({
      [availabilityPath]: { body: availability() },
      [quotePath]: { body: stayQuoteFixture({ display: USD_DISPLAY }) },
    });
    renderInRouter(<ReservationPanel property={home} />);
    await pickThreeNights();

    await panel().findByTestId('price-breakdown');
    expect(lineTexts()).toEqual([
      '$52.50 × 3 nights$157.50',
      'Cleaning$21.00',
      'Service fee (10%)$17.85',
      'IVA on the service fee (19%)$3.39',
    ]);
    expect(panel().getByTestId('quote-total').textContent).toBe('Total$199.74');
    expect(panel().getByTestId('charged-in-clp').textContent).toBe(
      "You'll be charged CLP$190,230.",
    );
    const asked = requests().find((r) => r.url.pathname.endsWith('/quote'))!;
    expect(asked.url.searchParams.get('currency')).toBe('USD');
  });

  it('with the tax toggle on, the price is what a guest pays a night; the lines stay as charged', async () => {
    setShowTaxIncluded(true);
    // The admin's fee as last answered by GET /api/fees: 12%, not the built-in 10%.
    const stored = feesStore.get();
    feesStore.set({ ...stored, serviceFeePercent: 12, vatPercent: 19 });
    stubApi({
      [availabilityPath]: { body: availability() },
      [quotePath]: { body: stayQuoteFixture() },
    });
    renderInRouter(<ReservationPanel property={home} />);
    await pickThreeNights();

    // 50.000 + 12% (6.000) + IVA 19% of that fee (1.140), not 50.000 × 1,19
    expect(panel().getByTestId('property-price').textContent).toContain('CLP$57,140');
    expect(panel().getByText(/Service fee and IVA included/)).toBeTruthy();
    await panel().findByTestId('price-breakdown');
    expect(lineTexts()).toEqual([
      'CLP$50,000 × 3 nightsCLP$150,000',
      'CleaningCLP$20,000',
      'Service fee (10%)CLP$17,000',
      'IVA on the service fee (19%)CLP$3,230',
    ]);
    expect(panel().getByTestId('quote-total').textContent).toBe('TotalCLP$190,230');
    feesStore.set(stored);
  });

  it('shows a skeleton while the quote loads, then a 400’s problem, and Reserve stays off', async () => {
    let answer: (a: FakeAnswer) => void = () => undefined;
    stubApi({
      [availabilityPath]: { body: availability() },
      [quotePath]: () => new Promise<FakeAnswer>((resolve) => (answer = resolve)),
    });
    renderInRouter(<ReservationPanel property={home} />, { user: fakeUser() });
    await pickThreeNights();

    expect(await panel().findByTestId('quote-loading')).toBeTruthy();
    answer(
      error(400, 'VALIDATION', 'Invalid request: checkOut', [
        { path: 'checkOut', message: 'This place needs at least 4 nights' },
      ]),
    );
    expect((await panel().findByTestId('quote-error')).textContent).toBe(
      'This place needs at least 4 nights',
    );
    expect(panel().getByRole('button', { name: 'Reserve' }).hasAttribute('disabled')).toBe(true);
  });
});

describe('Reserve', PAGE_TEST, () => {
  it('signed out: asks for the log-in modal, sends nothing and keeps the dates', async () => {
    const calls = stubApi({
      [availabilityPath]: { body: availability() },
      [quotePath]: { body: stayQuoteFixture() },
    });
    const opened: OpenAuthModalDetail[] = [];
    const listener = (e: Event) => {
      opened.push((e as CustomEvent<OpenAuthModalDetail>).detail);
      e.preventDefault();
    };
    listeners.push(listener);
    document.addEventListener(OPEN_AUTH_MODAL_EVENT, listener);
    renderInRouter(<ReservationPanel property={home} />);
    await pickThreeNights();
    await panel().findByTestId('price-breakdown');

    await userEvent.click(panel().getByRole('button', { name: 'Reserve' }));
    expect(opened).toEqual([{ isSignUp: false }]);
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    expect(panel().getByTestId('check-in').textContent).toContain('Mar 10, 2026');
    expect(panel().getByTestId('check-out').textContent).toContain('Mar 13, 2026');
  });

  it('signed in: holds the stay with adults + children (not infants) and goes to checkout', async () => {
    const calls = stubApi({
      [availabilityPath]: { body: availability() },
      [quotePath]: { body: stayQuoteFixture() },
      'POST /bookings': { status: 201, body: booking(stayQuoteFixture()) },
    });
    const { router } = renderInRouter(<ReservationPanel property={home} />, { user: fakeUser() });
    await pickThreeNights();
    await userEvent.click(panel().getByTestId('guests-toggle'));
    await userEvent.click(panel().getByRole('button', { name: 'Add one: Children' }));
    await userEvent.click(panel().getByRole('button', { name: 'Add one: Infants' }));
    expect(panel().getByTestId('guest-summary').textContent).toBe('2 guests, 1 infant');
    await panel().findByTestId('price-breakdown');

    await userEvent.click(panel().getByRole('button', { name: 'Reserve' }));
    expect((await screen.findByTestId('elsewhere')).textContent).toBe(`at /checkout/${BOOKING_ID}`);
    expect(router.state.location.pathname).toBe(`/checkout/${BOOKING_ID}`);
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual([
      { propertyId: home.id, checkIn: '2026-03-10', checkOut: '2026-03-13', guests: 2 },
    ]);
    const post = requests().find((r) => r.method === 'POST')!;
    expect(post.headers['Idempotency-Key']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('signed in, hourly: requests the day, start time and hours', async () => {
    // Three hours at CLP$15.000: base 45.000, fee 4.500, VAT 9.405, total 58.905.
    const quote = hourlyQuoteFixture({
      units: 3,
      subtotal: { amount: 45_000, currency: 'CLP' },
      base: { amount: 45_000, currency: 'CLP' },
      serviceFee: { amount: 4_500, currency: 'CLP' },
      vat: { amount: 9_405, currency: 'CLP' },
      total: { amount: 58_905, currency: 'CLP' },
    });
    const calls = stubApi({
      [availabilityPath]: { body: { ...availability(), propertyId: space.id } },
      [quotePath]: { body: quote },
      'POST /bookings': { status: 201, body: booking(quote) },
    });
    renderInRouter(<ReservationPanel property={space} />, { user: fakeUser() });
    await pickDay('Wednesday, March 11, 2026');
    await userEvent.selectOptions(panel().getByLabelText('Start time'), '10:00');
    await userEvent.selectOptions(panel().getByLabelText('Hours'), '3');

    await panel().findByTestId('price-breakdown');
    expect(lineTexts()[0]).toBe('CLP$15,000 × 3 hoursCLP$45,000');
    expect(panel().getByTestId('quote-total').textContent).toBe('TotalCLP$58,905');
    const asked = requests()
      .filter((r) => r.url.pathname.endsWith('/quote'))
      .at(-1)!;
    expect(Object.fromEntries(asked.url.searchParams)).toEqual({
      date: '2026-03-11',
      startTime: '10:00',
      hours: '3',
      guests: '1',
      currency: 'CLP',
    });
    expect(panel().getByTestId('reserve-note').textContent).toBe(
      "Your card is authorised now and charged only when the host accepts. If they decline or don't answer within 24 hours, the authorisation is released.",
    );

    await userEvent.click(panel().getByRole('button', { name: 'Request to book' }));
    expect((await screen.findByTestId('elsewhere')).textContent).toBe(`at /checkout/${BOOKING_ID}`);
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual([
      { propertyId: space.id, date: '2026-03-11', startTime: '10:00', hours: 3, guests: 1 },
    ]);
  });

  it('409: says the dates were just booked, reloads the calendar and clears the dates', async () => {
    const calls = stubApi({
      [availabilityPath]: { body: availability() },
      [quotePath]: { body: stayQuoteFixture() },
      'POST /bookings': error(409, 'CONFLICT', 'These dates were just booked.'),
    });
    renderInRouter(<ReservationPanel property={home} />, { user: fakeUser() });
    await pickThreeNights();
    await panel().findByTestId('price-breakdown');
    const calendarReads = calls.filter((c) => c.path.endsWith('/availability')).length;

    await userEvent.click(panel().getByRole('button', { name: 'Reserve' }));
    expect((await panel().findByTestId('reserve-error')).textContent).toBe(
      'These dates were just booked. Please choose others.',
    );
    await waitFor(() =>
      expect(calls.filter((c) => c.path.endsWith('/availability')).length).toBe(calendarReads + 1),
    );
    expect(panel().getByTestId('check-in').textContent).toContain('Add date');
    expect(panel().queryByTestId('price-breakdown')).toBeNull();
  });

  it('a server failure keeps the attempt’s key for the retry; the own-listing 403 shows its message', async () => {
    let posts = 0;
    stubApi({
      [availabilityPath]: { body: availability() },
      [quotePath]: { body: stayQuoteFixture() },
      'POST /bookings': () => {
        posts += 1;
        return posts === 1
          ? error(503, 'UNAVAILABLE', 'Booking is unavailable')
          : error(403, 'FORBIDDEN', 'You cannot book your own listing.');
      },
    });
    renderInRouter(<ReservationPanel property={home} />, { user: fakeUser() });
    await pickThreeNights();
    await panel().findByTestId('price-breakdown');

    await userEvent.click(panel().getByRole('button', { name: 'Reserve' }));
    expect((await panel().findByTestId('reserve-error')).textContent).toBe(
      "We couldn't place your reservation. Please try again.",
    );
    await userEvent.click(panel().getByRole('button', { name: 'Reserve' }));
    await waitFor(() =>
      expect(panel().getByTestId('reserve-error').textContent).toBe(
        'You cannot book your own listing.',
      ),
    );
    const keys = requests()
      .filter((r) => r.method === 'POST')
      .map((r) => r.headers['Idempotency-Key']);
    expect(keys).toHaveLength(2);
    expect(keys[0]).toBeTruthy();
    expect(keys[1]).toBe(keys[0]);
  });
});

describe('the phone’s bottom bar and Spanish', PAGE_TEST, () => {
  afterEach(() => i18nReady('en'));

  it('shows the quoted total and dates, and its button says what the panel will do', async () => {
    await i18nReady('es');
    stubApi({
      [availabilityPath]: { body: availability() },
      [quotePath]: { body: stayQuoteFixture() },
    });
    renderInRouter(<ReservationPanel property={{ ...home, instantBook: false }} />);
    const bar = within(await screen.findByTestId('reservation-bar'));
    expect(bar.getByRole('button', { name: 'Ver disponibilidad' })).toBeTruthy();

    await pickDay('martes, 10 de marzo de 2026');
    await pickDay('viernes, 13 de marzo de 2026');
    await panel().findByTestId('price-breakdown');
    expect(lineTexts()).toEqual([
      'CLP$50.000 × 3 nochesCLP$150.000',
      'CleaningCLP$20.000',
      'Tarifa de servicio (10%)CLP$17.000',
      'IVA sobre la tarifa de servicio (19%)CLP$3.230',
    ]);
    expect(bar.getByTestId('bar-total').textContent).toBe('CLP$190.230 en total');
    expect(bar.getByRole('button', { name: 'Solicitar reserva' })).toBeTruthy();
  });
});
