import {
  addDays,
  addMonthsToDate,
  comingFriday,
  DEFAULT_TIME_ZONE,
  fieldError,
  LIMITS,
  localNow,
  minutesOf,
  weekdayOf,
  type ParsedSearchRequest,
} from '@arrendo/contracts';
import { sql, type RawBuilder } from 'kysely';

/**
 * The availability test of a search, as conditions on the document row alone (`d`), matching
 * the booking service's hold rules: a stay's nights `[checkIn, checkOut)` are free when none is
 * blocked, on a weekday blocked every week, or touched by an active booking; an hourly slot is
 * inside that weekday's opening hours, long enough, on a date not blocked, and overlaps no
 * active booking; a date alone is a day the space opens and is not blocked.
 *
 * Requests that could never be booked are refused naming the field, judged on the market's
 * clock (Chile); each row is also held to its own zone's clock.
 */

const HORIZON = LIMITS.availabilityHorizonMonths;
/** Weekends a 'weekend' flexible search looks at. */
export const FLEXIBLE_WEEKENDS = 8;
const FLEXIBLE_NIGHTS = { week: 7, month: 28 } as const;
/** Friday and Saturday nights, as bits of `blocked_weekdays` (bit n-1 = ISO weekday n). */
const WEEKEND_NIGHTS_MASK = (1 << 4) | (1 << 5);

const never = sql<boolean>`false`;

function nightsMask(checkIn: string, checkOut: string): number {
  let mask = 0;
  for (let d = checkIn, i = 0; d < checkOut && i < 7; d = addDays(d, 1), i++) {
    mask |= 1 << (weekdayOf(d) - 1);
  }
  return mask;
}

function datemultirange(ranges: readonly [string, string][]): string {
  return `{${ranges.map(([a, b]) => `[${a},${b})`).join(',')}}`;
}

export function availabilityCondition(
  request: ParsedSearchRequest,
  now: Date,
): RawBuilder<boolean> | undefined {
  const when = request.when;
  if (!when) return undefined;
  const local = localNow(DEFAULT_TIME_ZONE, now);
  const today = local.date;
  const horizonEnd = addMonthsToDate(today, HORIZON);
  const nowTs = sql`${now.toISOString()}::timestamptz`;
  const horizonTs = sql`(${nowTs} + make_interval(months => ${HORIZON}))`;
  const rowToday = sql`(${nowTs} at time zone d.time_zone)::date`;

  if (when.kind === 'stay') {
    if (when.checkIn < today) {
      throw fieldError('checkIn', 'This date has already passed. Please choose a later one.');
    }
    if (when.checkOut > horizonEnd) {
      throw fieldError('checkOut', `Bookings can be made up to ${HORIZON} months ahead.`);
    }
    const nights = sql`daterange(${when.checkIn}::date, ${when.checkOut}::date)`;
    return sql<boolean>`(not (d.unavailable_days && ${nights})
      and (d.blocked_weekdays & ${nightsMask(when.checkIn, when.checkOut)}) = 0
      and ${when.checkIn}::date >= ${rowToday}
      and ((${when.checkOut}::date)::timestamp at time zone d.time_zone) <= ${horizonTs})`;
  }

  if (when.kind === 'hourly') {
    if (when.date < today) {
      throw fieldError('date', 'This date has already passed. Please choose a later one.');
    }
    if (when.date > horizonEnd) {
      throw fieldError('date', `Bookings can be made up to ${HORIZON} months ahead.`);
    }
    const dayStart = (weekdayOf(when.date) - 1) * 1440;
    const notBlocked = sql`not (d.unavailable_days @> ${when.date}::date)`;
    if (when.startTime === undefined || when.hours === undefined) {
      return sql<boolean>`(d.open_week && int4range(${dayStart}, ${dayStart + 1440})
        and ${notBlocked} and ${when.date}::date >= ${rowToday})`;
    }
    if (`${when.date}T${when.startTime}` <= local.dateTime) {
      throw fieldError('startTime', 'This time has already passed. Please choose a later one.');
    }
    const start = minutesOf(when.startTime);
    const end = start + when.hours * 60;
    // Opening hours end at midnight at the latest: a slot past it fits no day's hours.
    if (end > 1440) return never;
    const startsAt = sql`((${when.date}::date + ${when.startTime}::time) at time zone d.time_zone)`;
    const endsAt = sql`(${startsAt} + make_interval(hours => ${when.hours}))`;
    return sql<boolean>`(d.open_week @> int4range(${dayStart + start}, ${dayStart + end})
      and coalesce(d.min_hours, 0) <= ${when.hours}
      and ${notBlocked}
      and not (d.busy && tstzrange(${startsAt}, ${endsAt}, '[)'))
      and ${startsAt} > ${nowTs} and ${endsAt} <= ${horizonTs})`;
  }

  // Flexible: free for one of the coming weekends, or a run of nights within the horizon.
  if (when.flexibility === 'weekend') {
    const first = comingFriday(today);
    const weekends = Array.from({ length: FLEXIBLE_WEEKENDS }, (_, i): [string, string] => {
      const friday = addDays(first, 7 * i);
      return [friday, addDays(friday, 2)];
    });
    return sql<boolean>`((d.blocked_weekdays & ${WEEKEND_NIGHTS_MASK}) = 0
      and exists (select 1 from unnest(${datemultirange(weekends)}::datemultirange
        - d.unavailable_days) r where upper(r) - lower(r) >= 2))`;
  }
  const nights = FLEXIBLE_NIGHTS[when.flexibility];
  const window = datemultirange([[today, horizonEnd]]);
  // Seven nights in a row include every weekday: any weekday blocked every week rules it out.
  return sql<boolean>`(d.blocked_weekdays = 0
    and exists (select 1 from unnest(${window}::datemultirange - d.unavailable_days) r
      where upper(r) - lower(r) >= ${nights}))`;
}
