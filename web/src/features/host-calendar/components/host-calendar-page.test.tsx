import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fakeUser, i18nReady, renderInRouter } from '@/test/render-in-router';
import { fakeListing, fakeSession, fakeStay } from '@/features/host-dashboard/test-support';
import {
  OTHER_PROPERTY_ID,
  PROPERTY_ID,
  fakeBlock,
  fakeCalendar,
  fakeCalendarBooking,
  stubCalendarApi,
} from '../test-support';
import { CalendarError } from './calendar-error';
import { HostCalendarPage } from './host-calendar-page';

beforeAll(async () => {
  await i18nReady('en');
  // The device's date is another month: the calendar's today is the listing's, from the API.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2026, 6, 30, 23, 0));
});
afterEach(() => {
  vi.restoreAllMocks();
  // The toaster's store outlives a test's render.
  toast.remove();
});
afterAll(() => {
  vi.useRealTimers();
});

const cabin = fakeListing({ id: OTHER_PROPERTY_ID, title: 'Cabin in Pucón' });

function renderPage(search: Record<string, string> = {}) {
  const view = renderInRouter(<HostCalendarPage />, {
    user: fakeUser(),
    errorComponent: CalendarError,
  });
  if (Object.keys(search).length > 0)
    void view.router.navigate({ to: '/', search: search as never });
  return view;
}

const grid = (month: string) => screen.findByRole('table', { name: month });
const day = (date: string) => {
  const button = document.querySelector<HTMLButtonElement>(`button[data-date="${date}"]`);
  if (!button) throw new Error(`no day ${date}`);
  return button;
};
const dayPanel = (heading: string) => screen.findByRole('region', { name: heading });

describe('HostCalendarPage', () => {
  it('shows the listing’s month as of its own today, with the selected day’s list', async () => {
    const calls = stubCalendarApi({
      listings: [fakeListing()],
      calendars: { [PROPERTY_ID]: fakeCalendar() },
    });
    renderPage();

    expect(await grid('April 2026')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Calendar' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to dashboard' }).getAttribute('href')).toBe(
      '/host',
    );
    // One listing: nothing to choose.
    expect(screen.queryByRole('combobox', { name: 'Listing' })).toBeNull();
    expect(day('2026-04-15').getAttribute('aria-current')).toBe('date');
    expect(day('2026-04-15').getAttribute('aria-pressed')).toBe('true');
    const panel = await dayPanel('Wednesday, April 15, 2026');
    expect(await within(panel).findByText('No bookings for this date')).toBeTruthy();
    expect(within(panel).getByText('Available')).toBeTruthy();
    expect(screen.getByRole('list', { name: 'Legend' })).toBeTruthy();
    expect(
      screen.getByRole('link', { name: 'Weekly rules and full editor' }).getAttribute('href'),
    ).toBe(`/manage-listings/${PROPERTY_ID}/availability`);
    expect(screen.getByRole('button', { name: 'Block Dates' })).toBeTruthy();
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual(
      expect.arrayContaining([
        'GET /host/listings',
        `GET /host/listings/${PROPERTY_ID}/calendar`,
        'GET /host/dashboard/days/2026-04-15',
      ]),
    );
    expect(document.title).toBe('Arrendo | Calendar');
  });

  it('moves between the months the calendar holds, and back to today', async () => {
    stubCalendarApi({ listings: [fakeListing()], calendars: { [PROPERTY_ID]: fakeCalendar() } });
    const { router } = renderPage();
    await grid('April 2026');
    const previous = screen.getByRole('button', { name: 'Previous month' });
    expect(previous.hasAttribute('disabled')).toBe(true);

    await userEvent.click(screen.getByRole('button', { name: 'Next month' }));
    expect(await grid('May 2026')).toBeTruthy();
    expect(router.state.location.search).toEqual({ month: '2026-05' });
    // Another month starts on its first day.
    expect(await dayPanel('Friday, May 1, 2026')).toBeTruthy();
    expect(day('2026-05-01').getAttribute('aria-pressed')).toBe('true');

    await userEvent.click(screen.getByRole('button', { name: 'Previous month' }));
    expect(await grid('April 2026')).toBeTruthy();
    expect(router.state.location.search).toEqual({});

    await router.navigate({ to: '/', search: { month: '2026-10', date: '2026-10-09' } as never });
    expect(await grid('October 2026')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Next month' }).hasAttribute('disabled')).toBe(true);
    // The horizon (15 October) is beyond what can be managed.
    expect(day('2026-10-15').dataset.state).toBe('beyond');

    await userEvent.click(screen.getByRole('button', { name: 'Today' }));
    expect(await grid('April 2026')).toBeTruthy();
    expect(router.state.location.search).toEqual({});
    expect(await dayPanel('Wednesday, April 15, 2026')).toBeTruthy();
  });

  it('falls back to this month and today for values the address gets wrong', async () => {
    stubCalendarApi({ listings: [fakeListing()], calendars: { [PROPERTY_ID]: fakeCalendar() } });
    renderPage({ month: '2026-13', date: '2026-02-30', listing: 'nope' });
    expect(await grid('April 2026')).toBeTruthy();
    expect(await dayPanel('Wednesday, April 15, 2026')).toBeTruthy();
  });

  it('lists the selected day’s bookings of this listing only', async () => {
    stubCalendarApi({
      listings: [fakeListing()],
      calendars: {
        [PROPERTY_ID]: fakeCalendar({
          bookings: [fakeCalendarBooking('2026-04-20', '2026-04-23')],
        }),
      },
      days: {
        '2026-04-21': [
          fakeStay({ checkIn: '2026-04-20', checkOut: '2026-04-23' }),
          fakeStay({ propertyId: OTHER_PROPERTY_ID, title: 'Cabin in Pucón' }),
        ],
      },
    });
    const { router } = renderPage();
    await grid('April 2026');

    await userEvent.click(day('2026-04-21'));
    expect(router.state.location.search).toEqual({ date: '2026-04-21' });
    const panel = await dayPanel('Tuesday, April 21, 2026');
    const list = await within(panel).findByRole('list', { name: 'Bookings' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(1);
    expect(items[0]?.getAttribute('aria-label')).toBe('Ana P.');
    expect(items[0]?.textContent).toContain('Confirmed · 2 guests');
    expect(items[0]?.textContent).toContain('Check-in Apr 20, 2026 · Check-out Apr 23, 2026');
    expect(within(items[0]!).getByRole('link', { name: 'Ana P.' }).getAttribute('href')).toMatch(
      /^\/bookings\/[0-9a-f-]{36}$/,
    );
    expect(within(panel).getByText('Booked')).toBeTruthy();
  });

  it('gives an hourly space’s bookings their start and end times', async () => {
    stubCalendarApi({
      listings: [fakeListing({ listingType: 'experience', title: 'Recording studio' })],
      calendars: { [PROPERTY_ID]: fakeCalendar() },
      days: { '2026-04-15': [fakeSession({ propertyId: PROPERTY_ID, status: 'requested' })] },
    });
    renderPage();
    const item = await screen.findByRole('listitem', { name: 'Luis R.' });
    expect(item.textContent).toContain('Request · 4 guests');
    expect(item.textContent).toContain('2:30 PM – 5:30 PM');
  });

  it('says a day is blocked, with its note, and unblocks it', async () => {
    const calls = stubCalendarApi({
      listings: [fakeListing()],
      calendars: {
        [PROPERTY_ID]: fakeCalendar({
          blocks: [fakeBlock('2026-04-24', '2026-04-27', 'Painting')],
        }),
      },
    });
    renderPage({ date: '2026-04-25' });
    const panel = await dayPanel('Saturday, April 25, 2026');
    expect(within(panel).getByText('This date is blocked')).toBeTruthy();
    expect(within(panel).getByText('Note: Painting')).toBeTruthy();

    await userEvent.click(within(panel).getByRole('button', { name: 'Unblock this date' }));
    expect(await screen.findByText('Dates unblocked')).toBeTruthy();
    expect(calls.find((c) => c.method === 'POST')).toMatchObject({
      path: `/host/listings/${PROPERTY_ID}/calendar/unblock`,
      body: { start: '2026-04-25', end: '2026-04-26' },
    });
    await waitFor(() => expect(day('2026-04-25').dataset.state).toBe('free'));
    expect(day('2026-04-24').dataset.state).toBe('blocked');
    expect(day('2026-04-26').dataset.state).toBe('blocked');
    expect(within(panel).queryByText('This date is blocked')).toBeNull();
  });

  it('tells a weekday closed every week from a blocked date', async () => {
    stubCalendarApi({
      listings: [fakeListing()],
      calendars: {
        [PROPERTY_ID]: fakeCalendar({ rules: { blockedWeekdays: [7], openingHours: [] } }),
      },
    });
    renderPage({ date: '2026-04-19' });
    const panel = await dayPanel('Sunday, April 19, 2026');
    expect(within(panel).getByText('Your weekly rules block every Sunday.')).toBeTruthy();
    expect(within(panel).queryByRole('button', { name: 'Unblock this date' })).toBeNull();
  });

  it('lets a host with several listings choose one', async () => {
    const calls = stubCalendarApi({
      listings: [fakeListing(), cabin],
      calendars: {
        [PROPERTY_ID]: fakeCalendar(),
        [OTHER_PROPERTY_ID]: fakeCalendar({
          propertyId: OTHER_PROPERTY_ID,
          blocks: [fakeBlock('2026-04-15', '2026-04-16')],
        }),
      },
    });
    const { router } = renderPage({ month: '2026-05' });
    await grid('May 2026');
    const select = screen.getByRole('combobox', { name: 'Listing' });
    expect((select as HTMLSelectElement).value).toBe(PROPERTY_ID);
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Loft in Lastarria', 'Cabin in Pucón']);

    await userEvent.selectOptions(select, OTHER_PROPERTY_ID);
    expect(router.state.location.search).toEqual({ listing: OTHER_PROPERTY_ID });
    expect(await grid('April 2026')).toBeTruthy();
    await waitFor(() => expect(day('2026-04-15').dataset.state).toBe('blocked'));
    expect(calls.some((c) => c.path === `/host/listings/${OTHER_PROPERTY_ID}/calendar`)).toBe(true);
  });

  it('says so for a listing that is not the host’s, without asking for its calendar', async () => {
    const stranger = '77777777-7777-4777-8777-777777777777';
    const calls = stubCalendarApi({
      listings: [fakeListing(), cabin],
      calendars: { [PROPERTY_ID]: fakeCalendar() },
    });
    renderPage({ listing: stranger });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'Listing not found' })).toBeTruthy();
    expect(alert.textContent).toContain("This listing doesn't exist or isn't one of yours.");
    expect(
      within(alert).getByRole('link', { name: 'Go to my calendar' }).getAttribute('href'),
    ).toBe('/host/calendar');
    expect(screen.queryByRole('table')).toBeNull();
    // The host may still pick one of theirs.
    expect(screen.getByRole('combobox', { name: 'Listing' })).toBeTruthy();
    expect(calls.some((c) => c.path.includes(stranger))).toBe(false);
  });

  it('invites a host without listings to create one', async () => {
    stubCalendarApi({ listings: [], calendars: {} });
    renderPage();
    expect(await screen.findByText('No properties yet')).toBeTruthy();
    expect(screen.getByText('Add your first property to start hosting')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Create Listing' }).getAttribute('href')).toBe(
      '/create-listing',
    );
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Block Dates' })).toBeNull();
  });

  it('says the calendar did not load, and tries again', async () => {
    let fail = true;
    stubCalendarApi({
      listings: [fakeListing()],
      calendars: { [PROPERTY_ID]: fakeCalendar() },
    });
    const real = vi.mocked(globalThis.fetch).getMockImplementation();
    vi.mocked(globalThis.fetch).mockImplementation(async (input, init) =>
      fail && String(input).endsWith('/calendar')
        ? new Response(JSON.stringify({ error: { code: 'UNAVAILABLE', message: 'down' } }), {
            status: 503,
            headers: { 'Content-Type': 'application/json' },
          })
        : real!(input, init),
    );
    renderPage();
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'Error Loading Calendar' })).toBeTruthy();
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try Again' }));
    expect(await grid('April 2026')).toBeTruthy();
  });
});

describe('HostCalendarPage in Spanish', () => {
  beforeAll(() => i18nReady('es'));
  afterAll(() => i18nReady('en'));

  it('speaks the host’s language', async () => {
    stubCalendarApi({ listings: [], calendars: {} });
    renderPage();
    expect(await screen.findByText('Aún no tienes propiedades')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Calendario' })).toBeTruthy();
  });

  it('names the month and the day in Spanish', async () => {
    stubCalendarApi({ listings: [fakeListing()], calendars: { [PROPERTY_ID]: fakeCalendar() } });
    renderPage();
    expect(await grid('Abril de 2026')).toBeTruthy();
    expect(await screen.findByText('No hay reservas para esta fecha')).toBeTruthy();
    expect(day('2026-04-15').getAttribute('aria-label')).toBe(
      'miércoles, 15 de abril de 2026, disponible',
    );
  });
});
