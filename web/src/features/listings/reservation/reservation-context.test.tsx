import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Availability } from '@arrendo/contracts/web';
import { setCurrency } from '@/features/preferences/set-currency';
import { setShowTaxIncluded } from '@/features/preferences/tax-store';
import { i18nReady, renderInRouter, stubApi } from '@/test/render-in-router';
import { ReservationPanel } from '../components/reservation-panel';
import { propertyFixture } from '../test/property-fixture';
import { hourlyQuoteFixture, stayQuoteFixture } from '../test/quote-fixture';

// Issue 31: a result opened from a search (Pucón, 10–13, 2 guests) starts the panel from that
// search, and the panel's texts (dates, the line under them, month headers) read right in both
// languages.

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

function panel() {
  return within(screen.getByTestId('reservation-panel'));
}

function quoteAsked(): Record<string, string>[] {
  return vi
    .mocked(globalThis.fetch)
    .mock.calls.map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((url) => url.pathname.endsWith('/quote'))
    .map((url) => Object.fromEntries(url.searchParams));
}

const PAGE_TEST = { timeout: 20_000 };

beforeAll(() => i18nReady('en'));
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-03-02T12:00:00'));
  setCurrency('CLP');
  setShowTaxIncluded(false);
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('a panel opened from a search', PAGE_TEST, () => {
  it('starts from the searched nights and party, and the price shown is theirs', async () => {
    stubApi({
      [availabilityPath]: { body: availability() },
      [quotePath]: { body: stayQuoteFixture() },
    });
    renderInRouter(
      <ReservationPanel
        property={home}
        context={{ checkIn: '2026-03-10', checkOut: '2026-03-13', adults: 2, infants: 1 }}
      />,
    );
    const card = within(await screen.findByTestId('reservation-panel'));
    expect(card.getByTestId('check-in').textContent).toBe('Check-inMar 10, 2026');
    expect(card.getByTestId('check-out').textContent).toBe('Check-outMar 13, 2026');
    expect(card.getByTestId('guest-summary').textContent).toBe('2 guests, 1 infant');
    expect(await card.findByTestId('quote-total')).toBeTruthy();
    expect(card.getByTestId('quote-total').textContent).toBe('TotalCLP$190,230');
    expect(quoteAsked()).toEqual([
      { checkIn: '2026-03-10', checkOut: '2026-03-13', guests: '2', currency: 'CLP' },
    ]);
    // The phone's bar shows the same total and dates at once, without opening the sheet.
    const bar = within(screen.getByTestId('reservation-bar'));
    expect(bar.getByTestId('bar-total').textContent).toBe('CLP$190,230 total');
    expect(bar.getByRole('button', { name: 'Reserve' })).toBeTruthy();
  });

  it('an hourly space starts from the searched day, start time and hours', async () => {
    stubApi({
      [availabilityPath]: { body: { ...availability(), propertyId: space.id } },
      [quotePath]: { body: hourlyQuoteFixture({ units: 3 }) },
    });
    renderInRouter(
      <ReservationPanel
        property={space}
        context={{ date: '2026-03-11', startTime: '10:00', hours: 3, adults: 2, children: 1 }}
      />,
    );
    const card = within(await screen.findByTestId('reservation-panel'));
    expect((card.getByLabelText('Start time') as HTMLSelectElement).value).toBe('10:00');
    expect((card.getByLabelText('Hours') as HTMLSelectElement).value).toBe('3');
    expect(card.getByTestId('guest-summary').textContent).toBe('3 guests');
    expect(await card.findByText('Mar 11, 2026, 10:00–13:00 (3 hours)')).toBeTruthy();
    await card.findByTestId('price-breakdown');
    expect(quoteAsked()).toEqual([
      { date: '2026-03-11', startTime: '10:00', hours: '3', guests: '3', currency: 'CLP' },
    ]);
  });

  it('without a search it starts empty: one guest, no dates, the check-in to choose', async () => {
    stubApi({ [availabilityPath]: { body: availability() } });
    renderInRouter(<ReservationPanel property={home} />);
    const card = within(await screen.findByTestId('reservation-panel'));
    expect(card.getByTestId('check-in').textContent).toBe('Check-inAdd date');
    expect(card.getByTestId('guest-summary').textContent).toBe('1 guest');
    expect(await card.findByText('Choose your check-in date.')).toBeTruthy();
    expect(quoteAsked()).toEqual([]);
  });
});

describe('the panel’s date texts', PAGE_TEST, () => {
  afterEach(() => i18nReady('en'));

  it('English: the line follows the picks and the days read as the bar reads them', async () => {
    stubApi({
      [availabilityPath]: { body: availability() },
      [quotePath]: { body: stayQuoteFixture() },
    });
    renderInRouter(<ReservationPanel property={home} />);
    await screen.findByTestId('reservation-panel');
    expect(await panel().findByText('Choose your check-in date.')).toBeTruthy();
    expect(panel().getByText('March 2026')).toBeTruthy();

    await userEvent.click(panel().getByRole('button', { name: 'Tuesday, March 10, 2026' }));
    expect(panel().getByText('Now choose your check-out date.')).toBeTruthy();
    await userEvent.click(panel().getByRole('button', { name: 'Friday, March 13, 2026' }));
    expect(panel().getByText('3 nights: Mar 10 – 13, 2026')).toBeTruthy();
    expect(panel().queryByText('Choose your check-in date.')).toBeNull();
    expect(panel().getByTestId('check-in').textContent).toBe('Check-inMar 10, 2026');
    expect(panel().getByTestId('check-out').textContent).toBe('Check-outMar 13, 2026');
  });

  it('Spanish: lower-case months with one capital, never a capitalised «De»', async () => {
    await i18nReady('es');
    stubApi({
      [availabilityPath]: { body: availability() },
      [quotePath]: { body: stayQuoteFixture() },
    });
    renderInRouter(<ReservationPanel property={home} />);
    await screen.findByTestId('reservation-panel');
    expect(await panel().findByText('Elige tu fecha de llegada.')).toBeTruthy();
    expect(panel().getByText('Marzo de 2026')).toBeTruthy();
    expect(panel().getByText('Marzo de 2026').className).not.toContain('capitalize');

    await userEvent.click(panel().getByRole('button', { name: 'martes, 10 de marzo de 2026' }));
    expect(panel().getByText('Ahora elige tu fecha de salida.')).toBeTruthy();
    await userEvent.click(panel().getByRole('button', { name: 'viernes, 13 de marzo de 2026' }));
    expect(panel().getByText('3 noches: 10 – 13 de mar de 2026')).toBeTruthy();
    expect(panel().getByTestId('check-in').textContent).toBe('Llegada10 mar 2026');
    expect(panel().getByTestId('check-out').textContent).toBe('Salida13 mar 2026');

    await userEvent.click(panel().getByRole('button', { name: 'Mes siguiente' }));
    expect(panel().getByText('Abril de 2026')).toBeTruthy();
  });
});
