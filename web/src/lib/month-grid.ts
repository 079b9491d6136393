import {
  eachDayOfInterval,
  endOfMonth,
  endOfWeek,
  parseISO,
  startOfMonth,
  startOfWeek,
} from 'date-fns';
import { isoDate } from './iso-date';

/**
 * The whole weeks (Monday first) covering `month`, as `YYYY-MM-DD`: 5 or 6 rows of 7 days,
 * the neighbouring months' days included. Shared by the host's and the search's calendars.
 */
export function monthGrid(month: string): string[] {
  const first = startOfMonth(parseISO(month));
  return eachDayOfInterval({
    start: startOfWeek(first, { weekStartsOn: 1 }),
    end: endOfWeek(endOfMonth(first), { weekStartsOn: 1 }),
  }).map(isoDate);
}
