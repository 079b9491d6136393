import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { i18nReady, renderInRouter } from '@/test/render-in-router';
import { GUESTS, OTHER_GUEST_ID, fakeDay, fakeSession, fakeStay } from '../test-support';
import { BookingCalendar, type BookingCalendarProps } from './booking-calendar';

beforeAll(() => i18nReady('en'));

/** Renders the calendar and waits for the router's first render. */
async function renderCalendar(props: Partial<BookingCalendarProps> = {}) {
  const handlers = { onMonthChange: vi.fn(), onOpenDay: vi.fn(), onDayIntent: vi.fn() };
  renderInRouter(
    <BookingCalendar
      month="2026-04"
      today="2026-04-15"
      days={[]}
      guests={GUESTS}
      {...handlers}
      {...props}
    />,
  );
  await screen.findByRole('table', { name: /^Booking Calendar/ });
  return handlers;
}

const table = () => screen.getByRole('table', { name: /Booking Calendar.*April 2026/ });
const cellOf = (date: string) => {
  const cell = table().querySelector<HTMLElement>(`td[data-date="${date}"]`);
  if (!cell) throw new Error(`no cell for ${date}`);
  return cell;
};

describe('BookingCalendar', () => {
  it('starts its weeks on Sunday, with the month’s first day in its weekday’s column', async () => {
    await renderCalendar();
    const headers = screen.getAllByRole('columnheader').map((th) => th.getAttribute('abbr'));
    expect(headers).toEqual([
      'Sunday',
      'Monday',
      'Tuesday',
      'Wednesday',
      'Thursday',
      'Friday',
      'Saturday',
    ]);
    // 1 April 2026 is a Wednesday: three blank days of March come first.
    const firstWeek = within(table()).getAllByRole('row')[1]!;
    const cells = within(firstWeek).getAllByRole('cell');
    expect(cells.map((c) => c.getAttribute('data-date'))).toEqual([
      null,
      null,
      null,
      '2026-04-01',
      '2026-04-02',
      '2026-04-03',
      '2026-04-04',
    ]);
    // Five weeks: 29 March to 2 May.
    expect(within(table()).getAllByRole('row')).toHaveLength(1 + 5);
  });

  it('shows three bookings of a day, then how many more, with the listing and the guest', async () => {
    const shown = [
      fakeStay(),
      fakeSession(),
      fakeStay({ title: 'Cabin in Pucón', guestId: OTHER_GUEST_ID, status: 'requested' }),
    ];
    await renderCalendar({
      days: [fakeDay('2026-04-15', shown, 5), fakeDay('2026-04-20', [fakeStay()])],
    });

    const busy = within(cellOf('2026-04-15'));
    const items = busy.getAllByRole('listitem').map((li) => li.textContent);
    expect(items).toEqual([
      'Loft in Lastarria · Ana',
      'Recording studio · Luis',
      'Request: Cabin in Pucón · Luis',
      '+2 more',
    ]);
    expect(within(cellOf('2026-04-20')).getAllByRole('listitem')).toHaveLength(1);
    expect(within(cellOf('2026-04-20')).queryByText(/more/)).toBeNull();
  });

  it('marks today and opens a day with bookings', async () => {
    const { onOpenDay, onDayIntent } = await renderCalendar({
      days: [fakeDay('2026-04-20', [fakeStay()], 1)],
    });

    const today = table().querySelector('[aria-current="date"]');
    expect(today?.getAttribute('data-date')).toBe('2026-04-15');
    expect(table().querySelectorAll('[aria-current]')).toHaveLength(1);

    // A free day is no button; a busy one is, named by its date and count.
    expect(within(cellOf('2026-04-21')).queryByRole('button')).toBeNull();
    const day = screen.getByRole('button', { name: 'Monday, April 20, 2026, 1 booking' });
    await userEvent.click(day);
    expect(onDayIntent).toHaveBeenCalled();
    expect(onOpenDay).toHaveBeenCalledWith('2026-04-20', day);
  });

  it('moves to the previous, next and current month', async () => {
    const { onMonthChange } = await renderCalendar({ month: '2026-01' });
    expect(screen.getByText('January 2026')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Previous month' }));
    expect(onMonthChange).toHaveBeenLastCalledWith('2025-12');
    await userEvent.click(screen.getByRole('button', { name: 'Next month' }));
    expect(onMonthChange).toHaveBeenLastCalledWith('2026-02');
    await userEvent.click(screen.getByRole('button', { name: 'Today' }));
    expect(onMonthChange).toHaveBeenLastCalledWith('2026-04');
  });

  it('offers no Today while it shows this month', async () => {
    await renderCalendar();
    expect(screen.getByRole('button', { name: 'Today' }).hasAttribute('disabled')).toBe(true);
  });
});
