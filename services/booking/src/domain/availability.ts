import { datesIn, weekdayOf, type DateRange, type WeeklyRules } from '@arrendo/contracts';
import { isBlocked } from './blocks.js';
import type { CalendarKind } from './weekly-rules.js';

export interface AvailabilityInput {
  kind: CalendarKind;
  from: string;
  to: string;
  today: string;
  horizonEnd: string;
  rules: WeeklyRules;
  blocks: readonly DateRange[];
  /** Homes: the nights `[start, end)` taken by pending or confirmed bookings. */
  bookedNights: readonly DateRange[];
}

/** The dates of `[from, to)` a guest cannot book (or, for homes, spend a night of). */
export function unavailableDates(input: AvailabilityInput): string[] {
  const open = new Set(input.rules.openingHours.map((h) => h.weekday));
  return datesIn(input.from, input.to).filter((date) => {
    if (date < input.today || date >= input.horizonEnd) return true;
    const weekday = weekdayOf(date);
    if (input.rules.blockedWeekdays.includes(weekday)) return true;
    if (input.kind === 'hourly' && !open.has(weekday)) return true;
    if (isBlocked(input.blocks, date)) return true;
    return input.kind === 'home' && isBlocked(input.bookedNights, date);
  });
}
