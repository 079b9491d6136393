import {
  datesIn,
  fieldError,
  weekdayOf,
  type DateRange,
  type WeeklyRules,
} from '@arrendo/contracts';
import { isBlocked } from './blocks.js';
import type { LocalSlot } from './slot.js';
import { fitsOpeningHours } from './weekly-rules.js';

const DAY_NAMES = [
  'Mondays',
  'Tuesdays',
  'Wednesdays',
  'Thursdays',
  'Fridays',
  'Saturdays',
  'Sundays',
];

/**
 * Refuses a slot the host's calendar does not allow, naming the field to change: a stay may not
 * include a blocked night; an hourly booking must be long enough, on an open day, and inside
 * that day's opening hours.
 */
export function assertCalendarAllows(
  slot: LocalSlot,
  rules: WeeklyRules,
  blocks: readonly DateRange[],
  minHours: number | null,
): void {
  if (slot.kind === 'stay') {
    const closed = datesIn(slot.checkIn, slot.checkOut).find(
      (night) => rules.blockedWeekdays.includes(weekdayOf(night)) || isBlocked(blocks, night),
    );
    if (closed) {
      throw fieldError('checkIn', `The host has blocked ${closed}. Please choose other dates.`);
    }
    return;
  }
  if (minHours !== null && slot.hours < minHours) {
    throw fieldError('hours', `This space is booked for at least ${minHours} hours.`);
  }
  const weekday = weekdayOf(slot.date);
  const hours = rules.openingHours.find((h) => h.weekday === weekday);
  if (!hours || rules.blockedWeekdays.includes(weekday)) {
    throw fieldError('date', `This space is closed on ${DAY_NAMES[weekday - 1] ?? 'that day'}.`);
  }
  if (isBlocked(blocks, slot.date)) {
    throw fieldError('date', 'The host has blocked this date. Please choose another one.');
  }
  if (!fitsOpeningHours(hours, slot.startTime, slot.hours)) {
    throw fieldError(
      'startTime',
      `This space is open from ${hours.open} to ${hours.close} that day. Please choose a time within those hours.`,
    );
  }
}
