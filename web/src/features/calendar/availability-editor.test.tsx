import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { HostCalendar, ListingType } from '@arrendo/contracts/web';
import { createI18n } from '@/i18n';
import { AvailabilityEditor } from './availability-editor';

const { instance: i18n, ready } = createI18n();
const PROPERTY = '6f1c2f3e-8a41-4b7e-9d35-2b1f0c9e7a10';

beforeAll(async () => {
  await ready;
});

afterEach(() => vi.unstubAllGlobals());

const calendar = (overrides: Partial<HostCalendar> = {}): HostCalendar => ({
  propertyId: PROPERTY,
  timeZone: 'America/Santiago',
  today: '2026-11-23',
  horizonEnd: '2027-05-23',
  rules: { blockedWeekdays: [], openingHours: [] },
  blocks: [],
  importedBlocks: [],
  bookings: [
    {
      id: '1f1c2f3e-8a41-4b7e-9d35-2b1f0c9e7a10',
      status: 'confirmed',
      startsAt: '2026-11-27T03:00:00.000Z',
      endsAt: '2026-11-29T03:00:00.000Z',
      start: '2026-11-27',
      end: '2026-11-29',
      guests: 2,
    },
  ],
  ...overrides,
});

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

interface Sent {
  method: string;
  url: string;
  body: unknown;
}

/** A fake BFF holding one calendar; `refuse` makes the next block answer 409. */
function stubApi(initial: HostCalendar, { refuse = false } = {}) {
  let current = initial;
  const sent: Sent[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      const method = init?.method ?? 'GET';
      const body = init?.body ? (JSON.parse(String(init.body)) as unknown) : undefined;
      sent.push({ method, url, body });
      if (method === 'GET' && url.endsWith(`/api/host/listings/${PROPERTY}/calendar`)) {
        return json(current);
      }
      if (method === 'POST' && url.endsWith('/calendar/blocks')) {
        if (refuse) {
          return json(
            {
              error: {
                code: 'CONFLICT',
                message: 'You have a booking on these dates.',
                details: { reason: 'booking_in_range' },
              },
            },
            409,
          );
        }
        const range = body as { start: string; end: string };
        current = {
          ...current,
          blocks: [
            ...current.blocks,
            {
              id: '2f1c2f3e-8a41-4b7e-9d35-2b1f0c9e7a10',
              ...range,
              note: null,
              createdAt: '2026-11-23T12:00:00.000Z',
            },
          ],
        };
        return json(current);
      }
      if (method === 'PUT' && url.endsWith('/calendar/weekly')) {
        current = { ...current, rules: body as HostCalendar['rules'] };
        return json(current);
      }
      return json({ error: { code: 'NOT_FOUND', message: 'not stubbed' } }, 404);
    }),
  );
  return sent;
}

function renderEditor(listingType: ListingType = 'home') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        <AvailabilityEditor propertyId={PROPERTY} listingType={listingType} variant="page" />
      </QueryClientProvider>
    </I18nextProvider>,
  );
}

const day = (label: RegExp) => screen.findByRole('button', { name: label });

// A month of day buttons and seven pairs of 49-option selects render slowly in jsdom on a busy
// machine: the default 5 s is too tight.
describe('AvailabilityEditor', { timeout: 20_000 }, () => {
  it('blocks a day with one click and shows it blocked', async () => {
    await i18n.changeLanguage('en');
    const sent = stubApi(calendar());
    renderEditor();
    const wednesday = await day(/Wednesday, November 25th, 2026, available/);
    expect(wednesday.getAttribute('aria-pressed')).toBe('false');
    await userEvent.click(wednesday);
    await waitFor(() =>
      expect(sent.find((s) => s.method === 'POST')).toMatchObject({
        url: expect.stringContaining(`/api/host/listings/${PROPERTY}/calendar/blocks`),
        body: { start: '2026-11-25', end: '2026-11-26' },
      }),
    );
    const blocked = await day(/Wednesday, November 25th, 2026, blocked/);
    expect(blocked.getAttribute('aria-pressed')).toBe('true');
  });

  it('shows bookings read-only, past days disabled and today marked', async () => {
    await i18n.changeLanguage('en');
    const sent = stubApi(calendar());
    renderEditor();
    const booked = await day(/November 27th, 2026, booked \(confirmed\)/);
    expect(booked.getAttribute('aria-disabled')).toBe('true');
    await userEvent.click(booked);
    expect(sent.filter((s) => s.method !== 'GET')).toEqual([]);
    expect(screen.getByText('Booked')).toBeTruthy();
    const past = await day(/November 22nd, 2026, past/);
    expect((past as HTMLButtonElement).disabled).toBe(true);
    const today = await day(/November 23rd, 2026/);
    expect(today.getAttribute('aria-current')).toBe('date');
    expect(
      (screen.getByRole('button', { name: 'Previous month' }) as HTMLButtonElement).disabled,
    ).toBe(true);
  });

  it('works from the keyboard and stops at the 6-month horizon', async () => {
    await i18n.changeLanguage('en');
    const sent = stubApi(calendar({ bookings: [] }));
    renderEditor();
    const user = userEvent.setup();
    (await day(/November 24th, 2026, available/)).focus();
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement?.getAttribute('data-date')).toBe('2026-11-25');
    await user.keyboard('{Enter}');
    await waitFor(() =>
      expect(sent.find((s) => s.method === 'POST')?.body).toEqual({
        start: '2026-11-25',
        end: '2026-11-26',
      }),
    );
    const next = screen.getByRole('button', { name: 'Next month' }) as HTMLButtonElement;
    for (let i = 0; i < 6; i++) await user.click(next);
    expect(screen.getByText('May 2027')).toBeTruthy();
    expect(next.disabled).toBe(true);
    expect(((await day(/May 23rd, 2027/)) as HTMLButtonElement).disabled).toBe(true);
    expect(((await day(/May 22nd, 2027, available/)) as HTMLButtonElement).disabled).toBe(false);
  });

  it('blocks a range with shift-click', async () => {
    await i18n.changeLanguage('en');
    const sent = stubApi(calendar({ bookings: [] }));
    renderEditor();
    const user = userEvent.setup();
    await user.click(await day(/November 30th, 2026, available/));
    await user.keyboard('{Shift>}');
    await user.click(await day(/November 24th, 2026, available/));
    await user.keyboard('{/Shift}');
    await waitFor(() =>
      expect(sent.filter((s) => s.method === 'POST').at(-1)).toMatchObject({
        url: expect.stringMatching(/\/calendar\/blocks$/),
        body: { start: '2026-11-24', end: '2026-12-01' },
      }),
    );
  });

  it('shows days busy in a followed calendar, and explains instead of unblocking', async () => {
    await i18n.changeLanguage('en');
    const sent = stubApi(
      calendar({
        bookings: [],
        importedBlocks: [
          {
            importId: '3f1c2f3e-8a41-4b7e-9d35-2b1f0c9e7a10',
            name: 'Airbnb',
            start: '2026-11-25',
            end: '2026-11-27',
          },
        ],
      }),
    );
    renderEditor();
    const busy = await day(/November 25th, 2026, busy in Airbnb/);
    expect(busy.getAttribute('aria-disabled')).toBe('true');
    expect(busy.getAttribute('aria-pressed')).toBe('false');
    expect(busy.getAttribute('data-state')).toBe('imported');
    await userEvent.click(busy);
    expect(
      await screen.findByText('This day is busy in Airbnb. Remove that calendar to free it.'),
    ).toBeTruthy();
    expect(sent.filter((s) => s.method !== 'GET')).toEqual([]);
    expect(screen.getByText('Busy in another calendar')).toBeTruthy();
    // The day after the range is the host's to block as usual.
    await userEvent.click(await day(/November 27th, 2026, available/));
    await waitFor(() =>
      expect(sent.find((s) => s.method === 'POST')?.body).toEqual({
        start: '2026-11-27',
        end: '2026-11-28',
      }),
    );
  });

  it('names a day busy in a followed calendar in Spanish', async () => {
    await i18n.changeLanguage('es');
    stubApi(
      calendar({
        bookings: [],
        importedBlocks: [
          {
            importId: '3f1c2f3e-8a41-4b7e-9d35-2b1f0c9e7a10',
            name: 'Airbnb',
            start: '2026-11-25',
            end: '2026-11-26',
          },
        ],
      }),
    );
    renderEditor();
    await userEvent.click(await day(/25 de noviembre de 2026, ocupado en Airbnb/));
    expect(
      await screen.findByText(
        'Este día está ocupado en Airbnb. Quita ese calendario para liberarlo.',
      ),
    ).toBeTruthy();
  });

  it('shows a refused block in the user language and rolls back', async () => {
    await i18n.changeLanguage('es');
    stubApi(calendar({ bookings: [] }), { refuse: true });
    renderEditor();
    await userEvent.click(await day(/25 de noviembre de 2026, disponible/));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Tienes una reserva en estas fechas.',
    );
    expect((await day(/25 de noviembre de 2026, disponible/)).getAttribute('aria-pressed')).toBe(
      'false',
    );
  });

  it('sets weekly blocks and opening hours for an hourly space', async () => {
    await i18n.changeLanguage('en');
    const sent = stubApi(
      calendar({
        bookings: [],
        rules: {
          blockedWeekdays: [],
          openingHours: [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({
            weekday,
            open: '09:00',
            close: '21:00',
          })),
        },
      }),
    );
    renderEditor('experience');
    await userEvent.click(await screen.findByRole('button', { name: 'Sunday: available' }));
    await waitFor(() =>
      expect(sent.find((s) => s.method === 'PUT')?.body).toMatchObject({ blockedWeekdays: [7] }),
    );
    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: 'Monday closes at' }),
      '18:30',
    );
    await waitFor(() =>
      expect(
        (sent.filter((s) => s.method === 'PUT').at(-1)?.body as HostCalendar['rules'])
          .openingHours[0],
      ).toEqual({ weekday: 1, open: '09:00', close: '18:30' }),
    );
    await userEvent.click(screen.getByRole('checkbox', { name: 'Tuesday' }));
    await waitFor(() =>
      expect(
        (
          sent.filter((s) => s.method === 'PUT').at(-1)?.body as HostCalendar['rules']
        ).openingHours.map((h) => h.weekday),
      ).toEqual([1, 3, 4, 5, 6, 7]),
    );
  });
});
