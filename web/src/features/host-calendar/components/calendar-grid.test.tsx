import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { HostCalendar, ListingType } from '@arrendo/contracts/web';
import { i18nReady, renderInRouter } from '@/test/render-in-router';
import { fakeBlock, fakeCalendar, fakeCalendarBooking } from '../test-support';
import { useCalendarFormat } from '../use-calendar-format';
import { CalendarGrid } from './calendar-grid';

beforeAll(() => i18nReady('en'));

function Grid(props: {
  calendar: HostCalendar;
  listingType?: ListingType;
  onSelect?(date: string): void;
}) {
  const format = useCalendarFormat();
  return (
    <CalendarGrid
      month="2026-04"
      calendar={props.calendar}
      listingType={props.listingType ?? 'home'}
      selected="2026-04-20"
      format={format}
      onSelect={props.onSelect ?? (() => undefined)}
    />
  );
}

async function renderGrid(calendar: HostCalendar, listingType?: ListingType) {
  const onSelect = vi.fn();
  renderInRouter(<Grid calendar={calendar} listingType={listingType} onSelect={onSelect} />);
  await screen.findByRole('table', { name: 'April 2026' });
  return onSelect;
}

const day = (date: string) => {
  const button = document.querySelector<HTMLButtonElement>(`button[data-date="${date}"]`);
  if (!button) throw new Error(`no day ${date}`);
  return button;
};

describe('CalendarGrid', () => {
  it('starts its weeks on Sunday and leaves the neighbouring months’ days empty', async () => {
    await renderGrid(fakeCalendar());
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
    // 1 April 2026 is a Wednesday; 30 April a Thursday: five weeks, 30 days.
    const rows = screen.getAllByRole('row');
    expect(rows).toHaveLength(1 + 5);
    expect(
      within(rows[1]!)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['', '', '', '1', '2', '3', '4']);
    expect(within(screen.getByRole('table')).getAllByRole('button')).toHaveLength(30);
  });

  it('names each day by its date and its state', async () => {
    await renderGrid(
      fakeCalendar({
        // A stay's nights 20–22 April: its check-out day, the 23rd, is free.
        bookings: [
          fakeCalendarBooking('2026-04-20', '2026-04-23'),
          fakeCalendarBooking('2026-04-27', '2026-04-28', 'pending'),
        ],
        blocks: [fakeBlock('2026-04-24', '2026-04-26', 'Painting')],
        // Closed every Thursday.
        rules: { blockedWeekdays: [4], openingHours: [] },
      }),
    );
    const name = (date: string) => day(date).getAttribute('aria-label');
    expect(name('2026-04-14')).toBe('Tuesday, April 14, 2026, past');
    expect(name('2026-04-15')).toBe('Wednesday, April 15, 2026, available');
    expect(name('2026-04-20')).toBe('Monday, April 20, 2026, booked');
    expect(name('2026-04-22')).toBe('Wednesday, April 22, 2026, booked');
    expect(name('2026-04-23')).toBe('Thursday, April 23, 2026, blocked every week');
    expect(name('2026-04-24')).toBe('Friday, April 24, 2026, blocked');
    expect(name('2026-04-25')).toBe('Saturday, April 25, 2026, blocked');
    expect(name('2026-04-26')).toBe('Sunday, April 26, 2026, available');
    expect(name('2026-04-27')).toBe('Monday, April 27, 2026, booked, pending confirmation');
    expect(name('2026-04-28')).toBe('Tuesday, April 28, 2026, available');
    // The same states, seen: the word on wide screens (phones have a mark and the legend).
    expect(day('2026-04-24').textContent).toBe('24Blocked');
    expect(day('2026-04-20').textContent).toBe('20Booked');
    expect(day('2026-04-15').textContent).toBe('15');
  });

  it('says a checked-out day is free for the next stay', async () => {
    await renderGrid(fakeCalendar({ bookings: [fakeCalendarBooking('2026-04-16', '2026-04-18')] }));
    expect(day('2026-04-17').dataset.state).toBe('booked');
    expect(day('2026-04-18').dataset.state).toBe('free');
  });

  it('closes an hourly space’s weekdays without opening hours', async () => {
    await renderGrid(
      fakeCalendar({
        rules: {
          blockedWeekdays: [],
          openingHours: [{ weekday: 1, open: '09:00', close: '18:00' }],
        },
      }),
      'experience',
    );
    expect(day('2026-04-20').dataset.state).toBe('free');
    expect(day('2026-04-21').getAttribute('aria-label')).toBe(
      'Tuesday, April 21, 2026, closed (no opening hours on this weekday)',
    );
  });

  it('marks today and the selected day, and selects a day when pressed', async () => {
    const onSelect = await renderGrid(fakeCalendar());
    expect(document.querySelectorAll('[aria-current="date"]')).toHaveLength(1);
    expect(day('2026-04-15').getAttribute('aria-current')).toBe('date');
    expect(day('2026-04-20').getAttribute('aria-pressed')).toBe('true');
    expect(day('2026-04-21').getAttribute('aria-pressed')).toBe('false');

    await userEvent.click(
      screen.getByRole('button', { name: 'Tuesday, April 21, 2026, available' }),
    );
    expect(onSelect).toHaveBeenCalledWith('2026-04-21');
    // A past day opens its bookings too (it cannot be blocked: see the sheet).
    await userEvent.click(day('2026-04-02'));
    expect(onSelect).toHaveBeenLastCalledWith('2026-04-02');
  });

  it('shows days a followed calendar holds busy, named by that calendar, the host’s block winning', async () => {
    await renderGrid(
      fakeCalendar({
        blocks: [fakeBlock('2026-04-22', '2026-04-23')],
        importedBlocks: [
          {
            importId: '5f1f9a3e-8d1c-4c55-9d1e-6c0b1f6c2a01',
            name: 'Airbnb',
            start: '2026-04-21',
            end: '2026-04-23',
          },
        ],
      }),
    );
    expect(day('2026-04-21').dataset.state).toBe('imported');
    expect(day('2026-04-21').getAttribute('aria-label')).toBe(
      'Tuesday, April 21, 2026, busy in Airbnb (a calendar you follow)',
    );
    expect(day('2026-04-22').dataset.state).toBe('blocked');
    expect(day('2026-04-23').dataset.state).toBe('free');
  });
});
