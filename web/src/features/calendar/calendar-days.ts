import {
  addDays,
  monthOf,
  weekdayOf,
  type HostCalendar,
  type ListingType,
} from '@arrendo/contracts/web';

/** What a day of the host's calendar is, in order of precedence. */
export type DayState =
  'past' | 'beyond' | 'booked' | 'pending' | 'blocked' | 'weekly' | 'closed' | 'free';

/** States the host can click to change (block a free day, unblock a blocked one). */
export function isEditable(state: DayState): boolean {
  return state === 'free' || state === 'blocked';
}

/** The months a host may look at: from this month to the one holding the horizon's last day. */
export function monthBounds(calendar: Pick<HostCalendar, 'today' | 'horizonEnd'>): {
  first: string;
  last: string;
} {
  return { first: monthOf(calendar.today), last: monthOf(addDays(calendar.horizonEnd, -1)) };
}

const within = (date: string, r: { start: string; end: string }) => r.start <= date && date < r.end;

export function dayState(date: string, calendar: HostCalendar, listingType: ListingType): DayState {
  if (date < calendar.today) return 'past';
  if (date >= calendar.horizonEnd) return 'beyond';
  const booking = calendar.bookings.find((b) => within(date, b));
  if (booking) return booking.status === 'confirmed' ? 'booked' : 'pending';
  if (calendar.blocks.some((b) => within(date, b))) return 'blocked';
  const weekday = weekdayOf(date);
  if (calendar.rules.blockedWeekdays.includes(weekday)) return 'weekly';
  if (
    listingType === 'experience' &&
    !calendar.rules.openingHours.some((h) => h.weekday === weekday)
  ) {
    return 'closed';
  }
  return 'free';
}

/** `[start, end)` covering both days, whichever order they were picked in. */
export function rangeOf(a: string, b: string): { start: string; end: string } {
  const [first, last] = a <= b ? [a, b] : [b, a];
  return { start: first, end: addDays(last, 1) };
}

/** Times on the half hour for the opening-hours selects (`24:00` only closes). */
export function halfHours(): string[] {
  const out: string[] = [];
  for (let m = 0; m <= 24 * 60; m += 30) {
    out.push(`${String(Math.floor(m / 60)).padStart(2, '0')}:${m % 60 === 0 ? '00' : '30'}`);
  }
  return out;
}

/** Blocks as they will be after blocking or unblocking `range`, for the optimistic view. */
export function applyRange(
  calendar: HostCalendar,
  range: { start: string; end: string; note?: string | undefined },
  action: 'block' | 'unblock',
): HostCalendar {
  const blocks = calendar.blocks.flatMap((b) => {
    if (b.end <= range.start || b.start >= range.end) return [b];
    const parts = [];
    if (b.start < range.start) parts.push({ ...b, end: range.start });
    if (b.end > range.end) parts.push({ ...b, id: `${b.id}-r`, start: range.end });
    return parts;
  });
  if (action === 'block') {
    blocks.push({
      id: `optimistic-${range.start}`,
      start: range.start,
      end: range.end,
      note: range.note ?? null,
      createdAt: new Date().toISOString(),
    });
  }
  return { ...calendar, blocks: blocks.sort((a, b) => (a.start < b.start ? -1 : 1)) };
}
