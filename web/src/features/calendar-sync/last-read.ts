import { format, formatDistanceStrict, type Locale } from 'date-fns';

const MINUTE = 60_000;
const WEEK = 7 * 24 * 60 * MINUTE;

/**
 * When a followed calendar was last read: "just now" (null here, the caller's words), "5
 * minutes ago" within a week (refreshes run every half hour), else the date and time.
 */
export function lastReadWhen(iso: string, now: Date, locale: Locale): string | null {
  const at = new Date(iso);
  const age = now.getTime() - at.getTime();
  if (age < MINUTE) return null;
  if (age < WEEK) return formatDistanceStrict(at, now, { addSuffix: true, locale });
  return format(at, 'PPp', { locale });
}
