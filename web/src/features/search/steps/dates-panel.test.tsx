import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18nReady } from '@/test/render-in-router';
import { renderDates } from './test/harness';

// Wednesday 2 December 2026, 12:00 in Santiago (UTC−3 in summer).
const NOW = new Date('2026-12-02T15:00:00Z');

const day = (name: RegExp | string) => screen.getByRole('gridcell', { name });
/** A grid's name: the month heading it points to. */
const label = (grid: Element | undefined) =>
  document.getElementById(grid?.getAttribute('aria-labelledby') ?? '')?.textContent;

beforeAll(() => i18nReady('en'));
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterEach(() => vi.useRealTimers());

describe('DatesPanel per day, desktop', () => {
  it('shows two months from this one, Monday first, with full-date labels', () => {
    renderDates({ initial: null });
    const grids = screen.getAllByRole('grid');
    expect(grids).toHaveLength(2);
    expect(label(grids[0])).toBe('December 2026');
    expect(label(grids[1])).toBe('January 2027');
    const headers = within(grids[0] as HTMLElement).getAllByRole('columnheader');
    expect(headers[0]?.getAttribute('abbr')).toBe('Monday');
    expect(headers[6]?.getAttribute('abbr')).toBe('Sunday');
    expect(day('Tuesday, December 1, 2026').getAttribute('aria-disabled')).toBe('true');
    expect(day('Wednesday, December 2, 2026').hasAttribute('aria-disabled')).toBe(false);
  });

  it('selects a range in two clicks, previews it on hover and reports it done', async () => {
    const user = userEvent.setup();
    const { calls } = renderDates({ initial: null });
    await user.click(day(/December 10, 2026/));
    expect(calls).toEqual([]);
    expect(screen.getByRole('status').textContent).toContain('Now choose your check-out date.');
    await user.hover(day(/December 13, 2026/));
    expect(day(/December 12, 2026/).getAttribute('aria-selected')).toBe('true');
    expect(day(/December 14, 2026/).getAttribute('aria-selected')).toBe('false');
    await user.click(day(/December 13, 2026/));
    expect(calls).toEqual([
      [{ kind: 'range', checkIn: '2026-12-10', checkOut: '2026-12-13' }, true],
    ]);
    expect(day(/December 11, 2026/).getAttribute('aria-selected')).toBe('true');
  });

  it('restarts from an earlier day and ignores the same start twice', async () => {
    const user = userEvent.setup();
    const { calls } = renderDates({ initial: null });
    await user.click(day(/December 10, 2026/));
    await user.click(day(/December 10, 2026/));
    await user.click(day(/December 8, 2026/));
    expect(calls).toEqual([]);
    await user.click(day(/December 9, 2026/));
    expect(calls).toEqual([
      [{ kind: 'range', checkIn: '2026-12-08', checkOut: '2026-12-09' }, true],
    ]);
  });

  it('cannot pick a past day', async () => {
    const user = userEvent.setup();
    const { calls } = renderDates({ initial: null });
    await user.click(day(/December 1, 2026/));
    await user.click(day(/December 5, 2026/));
    expect(screen.getByRole('status')).toBeTruthy();
    expect(calls).toEqual([]);
  });

  it('a new start clears the range chosen before', async () => {
    const user = userEvent.setup();
    const { calls } = renderDates({
      initial: { kind: 'range', checkIn: '2026-12-10', checkOut: '2026-12-12' },
    });
    expect(day(/December 11, 2026/).getAttribute('aria-selected')).toBe('true');
    await user.click(day(/December 20, 2026/));
    expect(calls).toEqual([[null, false]]);
    expect(day(/December 11, 2026/).getAttribute('aria-selected')).toBe('false');
  });

  it('quick picks: today, tomorrow, the coming weekend', async () => {
    const user = userEvent.setup();
    const { calls } = renderDates({ initial: null });
    await user.click(screen.getByRole('button', { name: 'Today' }));
    await user.click(screen.getByRole('button', { name: 'Tomorrow' }));
    await user.click(screen.getByRole('button', { name: 'Weekend' }));
    expect(calls).toEqual([
      [{ kind: 'range', checkIn: '2026-12-02', checkOut: '2026-12-03' }, true],
      [{ kind: 'range', checkIn: '2026-12-03', checkOut: '2026-12-04' }, true],
      [{ kind: 'range', checkIn: '2026-12-04', checkOut: '2026-12-06' }, true],
    ]);
  });

  it('pages months up to the horizon and no further', async () => {
    const user = userEvent.setup();
    renderDates({ initial: null });
    const previous = screen.getByRole('button', { name: 'Previous month' });
    const next = screen.getByRole('button', { name: 'Next month' });
    expect((previous as HTMLButtonElement).disabled).toBe(true);
    for (let i = 0; i < 5; i++) await user.click(next);
    expect(screen.getAllByRole('grid').map((g) => g.getAttribute('aria-labelledby'))).toEqual([
      'search-calendar-2027-05-01',
      'search-calendar-2027-06-01',
    ]);
    expect((next as HTMLButtonElement).disabled).toBe(true);
    expect(day(/June 1, 2027/).hasAttribute('aria-disabled')).toBe(false);
    expect(day(/June 2, 2027/).getAttribute('aria-disabled')).toBe('true');
  });

  it('moves with the arrow keys and picks with Enter', async () => {
    const user = userEvent.setup();
    const { calls } = renderDates({ initial: null });
    const today = day(/December 2, 2026/);
    expect(today.getAttribute('tabindex')).toBe('0');
    today.focus();
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(day(/December 3, 2026/));
    await user.keyboard('{ArrowDown}{Enter}');
    expect(document.activeElement).toBe(day(/December 10, 2026/));
    await user.keyboard('{ArrowRight}{ArrowRight}');
    // The keyboard previews like the pointer.
    expect(day(/December 11, 2026/).getAttribute('aria-selected')).toBe('true');
    await user.keyboard('{Enter}');
    expect(calls).toEqual([
      [{ kind: 'range', checkIn: '2026-12-10', checkOut: '2026-12-12' }, true],
    ]);
    // Past the second month the next page shows.
    await user.keyboard('{PageDown}{PageDown}');
    expect(document.activeElement).toBe(day(/February 12, 2027/));
    // Never before today.
    await user.keyboard('{PageUp}{PageUp}{PageUp}');
    expect(document.activeElement).toBe(day(/December 2, 2026/));
  });

  it('flexible: a weekend, a week or a month', async () => {
    const user = userEvent.setup();
    const { calls } = renderDates({ initial: null });
    await user.click(screen.getByRole('radio', { name: 'Flexible' }));
    expect(screen.queryByRole('grid')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'A week' }));
    expect(calls).toEqual([[{ kind: 'flexible', flexibility: 'week' }, true]]);
    expect(screen.getByRole('button', { name: 'A week' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
  });

  it('opens on the Flexible tab when the value is flexible', () => {
    renderDates({ initial: { kind: 'flexible', flexibility: 'month' } });
    expect(screen.getByRole('radio', { name: 'Flexible' }).getAttribute('aria-checked')).toBe(
      'true',
    );
    expect(screen.getByRole('button', { name: 'A month' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
  });
});

describe('DatesPanel per day, mobile', () => {
  it('scrolls every month in reach in one column and swaps an earlier end', async () => {
    const user = userEvent.setup();
    const { calls } = renderDates({ variant: 'mobile', initial: null });
    expect(screen.getAllByRole('grid')).toHaveLength(7);
    expect(screen.queryByRole('button', { name: 'Next month' })).toBeNull();
    await user.click(day(/December 10, 2026/));
    await user.hover(day(/December 6, 2026/));
    expect(day(/December 8, 2026/).getAttribute('aria-selected')).toBe('true');
    await user.click(day(/December 6, 2026/));
    expect(calls).toEqual([
      [{ kind: 'range', checkIn: '2026-12-06', checkOut: '2026-12-10' }, true],
    ]);
  });
});

describe('DatesPanel per hour', () => {
  it('a day alone is a partial choice; with a start time and hours it is done', async () => {
    const user = userEvent.setup();
    const { calls } = renderDates({ mode: 'hour', initial: null });
    expect(screen.queryByRole('radio', { name: 'Flexible' })).toBeNull();
    expect((screen.getByLabelText('Start time') as HTMLButtonElement).disabled).toBe(true);
    await user.click(day(/December 10, 2026/));
    expect(calls.at(-1)).toEqual([{ kind: 'day', date: '2026-12-10' }, false]);
    await user.selectOptions(screen.getByLabelText('Start time'), '10:00');
    expect(calls.at(-1)).toEqual([{ kind: 'day', date: '2026-12-10', startTime: '10:00' }, false]);
    await user.selectOptions(screen.getByLabelText('Hours'), '2');
    expect(calls.at(-1)).toEqual([
      { kind: 'day', date: '2026-12-10', startTime: '10:00', hours: 2 },
      true,
    ]);
  });

  it('offers only the hours left before midnight', async () => {
    const user = userEvent.setup();
    renderDates({ mode: 'hour', initial: { kind: 'day', date: '2026-12-10', hours: 6 } });
    await user.selectOptions(screen.getByLabelText('Start time'), '21:00');
    const hours = screen.getByLabelText<HTMLSelectElement>('Hours');
    expect(hours.value).toBe('3');
    expect(
      within(hours)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['How many hours', '1 hour', '2 hours', '3 hours']);
  });

  it('today offers only start times still ahead, and drops one that has passed', async () => {
    const user = userEvent.setup();
    const { calls } = renderDates({
      mode: 'hour',
      initial: { kind: 'day', date: '2026-12-10', startTime: '09:00', hours: 2 },
    });
    await user.click(screen.getByRole('button', { name: 'Today' }));
    expect(calls.at(-1)).toEqual([{ kind: 'day', date: '2026-12-02', hours: 2 }, false]);
    const options = within(screen.getByLabelText('Start time')).getAllByRole('option');
    expect(options[1]?.textContent).toContain('12:30');
    await user.click(screen.getByRole('button', { name: 'Tomorrow' }));
    expect(calls.at(-1)).toEqual([{ kind: 'day', date: '2026-12-03', hours: 2 }, false]);
    expect(screen.queryByRole('button', { name: 'Weekend' })).toBeNull();
  });
});

describe('DatesPanel in Spanish', () => {
  it('names the quick picks as the spec does', async () => {
    await i18nReady('es');
    try {
      renderDates({ initial: null });
      for (const name of ['Hoy', 'Mañana', 'Fin de semana']) {
        expect(screen.getByRole('button', { name })).toBeTruthy();
      }
      expect(
        screen.getByRole('gridcell', { name: 'miércoles, 2 de diciembre de 2026' }),
      ).toBeTruthy();
    } finally {
      await i18nReady('en');
    }
  });
});
