import {
  eachDayOfInterval,
  endOfMonth,
  endOfWeek,
  parseISO,
  startOfMonth,
  startOfWeek,
} from 'date-fns';
import { isoDate } from './iso-date';

/** 0 = Sunday (the host dashboard's calendar, spec 9), 1 = Monday (search and availability). */
export type WeekStart = 0 | 1;

/**
 * The whole weeks covering `month`, as `YYYY-MM-DD`: 5 or 6 rows of 7 days, the neighbouring
 * months' days included. Weeks start on Monday unless `weekStartsOn` says Sunday. Shared by the
 * host's, the dashboard's and the search's calendars.
 */
export function monthGrid(month: string, weekStartsOn: WeekStart = 1): string[] {
  const first = startOfMonth(parseISO(month));
  return eachDayOfInterval({
    start: startOfWeek(first, { weekStartsOn }),
    end: endOfWeek(endOfMonth(first), { weekStartsOn }),
  }).map(isoDate);
}
