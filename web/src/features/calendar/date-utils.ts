import { parseISO } from 'date-fns';

export {
  addDays,
  addMonths,
  eachDayOfInterval,
  endOfMonth,
  endOfWeek,
  format,
  parseISO,
  startOfMonth,
  startOfWeek,
} from 'date-fns';

/** ISO weekday of a `YYYY-MM-DD` date: 1 = Monday … 7 = Sunday. */
export function isoWeekday(date: string): number {
  const day = parseISO(date).getDay();
  return day === 0 ? 7 : day;
}
