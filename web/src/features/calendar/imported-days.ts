import type { HostCalendar } from '@arrendo/contracts/web';
import type { DayState } from './calendar-days';

/**
 * How the availability editor shows a day: its state, or `imported` when a calendar the listing
 * follows (Airbnb, Booking.com…) holds it busy. The host's own block wins, so it stays
 * unblockable; bookings, past days and days beyond the horizon win too. An imported day is freed
 * by removing that calendar (calendar sync), not here.
 */
export type ShownDayState = DayState | 'imported';

const COVERABLE: ReadonlySet<DayState> = new Set(['free', 'weekly', 'closed']);

/** The names of the followed calendars holding `date` busy, each once, in the answer's order. */
export function importedNamesOn(
  date: string,
  calendar: Pick<HostCalendar, 'importedBlocks'>,
): string[] {
  const names = calendar.importedBlocks
    .filter((b) => b.start <= date && date < b.end)
    .map((b) => b.name);
  return [...new Set(names)];
}

/** The day as shown: `state` unless followed calendars cover a day nothing else claims. */
export function shownDay(
  date: string,
  state: DayState,
  calendar: Pick<HostCalendar, 'importedBlocks'>,
): { state: ShownDayState; importedBy: string[] } {
  if (!COVERABLE.has(state)) return { state, importedBy: [] };
  const importedBy = importedNamesOn(date, calendar);
  return importedBy.length > 0 ? { state: 'imported', importedBy } : { state, importedBy };
}
