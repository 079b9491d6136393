import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fakeUser, i18nReady, renderInRouter } from '@/test/render-in-router';
import { fakeListing } from '@/features/host-dashboard/test-support';
import { PROPERTY_ID, fakeCalendar, stubCalendarApi } from '../test-support';
import { HostCalendarPage } from './host-calendar-page';

// 'Block Dates' through the page that opens it: the sheet, its checks and the calendar after.

beforeAll(() => i18nReady('en'));
afterEach(() => {
  vi.restoreAllMocks();
  // The toaster's store outlives a test's render.
  toast.remove();
});

const CONFLICT = {
  status: 409,
  body: {
    error: {
      code: 'CONFLICT',
      message: 'You have a booking on these dates.',
      details: { reason: 'booking_in_range', bookings: [] },
    },
  },
};

async function openSheet(search: Record<string, string> = {}, month = 'April 2026') {
  const view = renderInRouter(<HostCalendarPage />, { user: fakeUser() });
  if (Object.keys(search).length > 0)
    await view.router.navigate({ to: '/', search: search as never });
  await screen.findByRole('table', { name: month });
  await userEvent.click(screen.getByRole('button', { name: 'Block Dates' }));
  const sheet = await screen.findByRole('dialog', { name: 'Block Dates' });
  return { ...view, sheet };
}

const input = (sheet: HTMLElement, name: string) =>
  within(sheet).getByLabelText(name) as HTMLInputElement;
/** A date input's value, as a browser's date picker sets it. */
const pick = (sheet: HTMLElement, name: string, value: string) =>
  fireEvent.change(input(sheet, name), { target: { value } });
const state = (date: string) =>
  document.querySelector<HTMLButtonElement>(`button[data-date="${date}"]`)?.dataset.state;

describe('Block Dates', () => {
  it('starts on the selected day, and today for a past one', async () => {
    stubCalendarApi({ listings: [fakeListing()], calendars: { [PROPERTY_ID]: fakeCalendar() } });
    const { sheet } = await openSheet({ date: '2026-04-20' });
    expect(input(sheet, 'From').value).toBe('2026-04-20');
    expect(input(sheet, 'To').value).toBe('2026-04-20');
    expect(input(sheet, 'From').min).toBe('2026-04-15');
    expect(input(sheet, 'To').max).toBe('2026-10-14');
    await userEvent.click(within(sheet).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await userEvent.click(document.querySelector<HTMLButtonElement>('[data-date="2026-04-02"]')!);
    await userEvent.click(screen.getByRole('button', { name: 'Block Dates' }));
    const again = await screen.findByRole('dialog', { name: 'Block Dates' });
    expect(input(again, 'From').value).toBe('2026-04-15');
  });

  it('says what is wrong with the dates, and asks nothing', async () => {
    const calls = stubCalendarApi({
      listings: [fakeListing()],
      calendars: { [PROPERTY_ID]: fakeCalendar() },
    });
    const { sheet } = await openSheet();
    pick(sheet, 'From', '2026-04-22');
    pick(sheet, 'To', '2026-04-20');
    await userEvent.click(within(sheet).getByRole('button', { name: 'Block' }));
    expect(await within(sheet).findByText("The last date can't be before the first.")).toBeTruthy();
    expect(input(sheet, 'To').getAttribute('aria-invalid')).toBe('true');

    pick(sheet, 'From', '2026-04-10');
    pick(sheet, 'To', '2026-10-20');
    await userEvent.click(within(sheet).getByRole('button', { name: 'Unblock' }));
    expect(await within(sheet).findByText("The first date can't be before today.")).toBeTruthy();
    expect(within(sheet).getByText('You can manage dates up to Oct 14, 2026.')).toBeTruthy();

    pick(sheet, 'From', '');
    await userEvent.click(within(sheet).getByRole('button', { name: 'Block' }));
    expect(await within(sheet).findByText('Choose the first date to block.')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
  });

  it('blocks the range with its note, closes and shows it on the calendar', async () => {
    const calls = stubCalendarApi({
      listings: [fakeListing()],
      calendars: { [PROPERTY_ID]: fakeCalendar() },
    });
    const { sheet } = await openSheet({ date: '2026-04-20' });
    pick(sheet, 'To', '2026-04-22');
    await userEvent.type(input(sheet, 'Note (optional)'), 'Painting the walls');
    await userEvent.click(within(sheet).getByRole('button', { name: 'Block' }));

    expect(await screen.findByText('Dates blocked')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.filter((c) => c.method === 'POST')).toEqual([
      {
        method: 'POST',
        path: `/host/listings/${PROPERTY_ID}/calendar/blocks`,
        // To is the last blocked date: the range ends the day after.
        body: { start: '2026-04-20', end: '2026-04-23', note: 'Painting the walls' },
      },
    ]);
    expect(
      ['2026-04-19', '2026-04-20', '2026-04-21', '2026-04-22', '2026-04-23'].map(state),
    ).toEqual(['free', 'blocked', 'blocked', 'blocked', 'free']);
    const panel = screen.getByRole('region', { name: 'Monday, April 20, 2026' });
    expect(within(panel).getByText('Note: Painting the walls')).toBeTruthy();
    // Focus is back on the button that opened the sheet.
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Block Dates' }));
  });

  it('keeps the sheet and what was typed when a booking is in the range', async () => {
    stubCalendarApi({
      listings: [fakeListing()],
      calendars: { [PROPERTY_ID]: fakeCalendar() },
      change: () => CONFLICT,
    });
    const { sheet } = await openSheet({ date: '2026-04-20' });
    pick(sheet, 'To', '2026-04-25');
    await userEvent.type(input(sheet, 'Note (optional)'), 'Family visit');
    await userEvent.click(within(sheet).getByRole('button', { name: 'Block' }));

    const alert = await within(sheet).findByRole('alert');
    expect(alert.textContent).toBe('You have a booking on these dates.');
    expect(screen.getByRole('dialog', { name: 'Block Dates' })).toBe(sheet);
    expect(input(sheet, 'From').value).toBe('2026-04-20');
    expect(input(sheet, 'To').value).toBe('2026-04-25');
    expect(input(sheet, 'Note (optional)').value).toBe('Family visit');
    // The calendar is as it was.
    expect(state('2026-04-21')).toBe('free');
    expect(screen.queryByText('Dates blocked')).toBeNull();
  });

  it('unblocks the same range', async () => {
    const calls = stubCalendarApi({
      listings: [fakeListing()],
      calendars: { [PROPERTY_ID]: fakeCalendar() },
    });
    const { sheet } = await openSheet({ date: '2026-05-01', month: '2026-05' }, 'May 2026');
    pick(sheet, 'From', '2026-04-28');
    pick(sheet, 'To', '2026-05-02');
    await userEvent.type(input(sheet, 'Note (optional)'), 'ignored');
    await userEvent.click(within(sheet).getByRole('button', { name: 'Unblock' }));
    expect(await screen.findByText('Dates unblocked')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'POST')).toEqual([
      {
        method: 'POST',
        path: `/host/listings/${PROPERTY_ID}/calendar/unblock`,
        body: { start: '2026-04-28', end: '2026-05-03' },
      },
    ]);
  });
});

describe('Block Dates in Spanish', () => {
  beforeAll(() => i18nReady('es'));
  afterAll(() => i18nReady('en'));

  it('says what is wrong in Spanish', async () => {
    stubCalendarApi({
      listings: [fakeListing()],
      calendars: { [PROPERTY_ID]: fakeCalendar() },
      change: () => CONFLICT,
    });
    renderInRouter(<HostCalendarPage />, { user: fakeUser() });
    await screen.findByRole('table', { name: 'Abril de 2026' });
    await userEvent.click(screen.getByRole('button', { name: 'Bloquear fechas' }));
    const sheet = await screen.findByRole('dialog', { name: 'Bloquear fechas' });
    pick(sheet, 'Desde', '2026-04-18');
    pick(sheet, 'Hasta', '2026-04-17');
    await userEvent.click(within(sheet).getByRole('button', { name: 'Bloquear' }));
    expect(
      await within(sheet).findByText('La última fecha no puede ser anterior a la primera.'),
    ).toBeTruthy();
    pick(sheet, 'Hasta', '2026-04-19');
    await userEvent.click(within(sheet).getByRole('button', { name: 'Bloquear' }));
    expect((await within(sheet).findByRole('alert')).textContent).toBe(
      'Tienes una reserva en estas fechas.',
    );
  });
});
