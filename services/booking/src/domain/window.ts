import { fieldError } from '@arrendo/contracts';
import { addMonths } from 'date-fns';
import type { LocalSlot } from './slot.js';

export interface ResolvedSlot {
  slot: LocalSlot;
  /** The occupied period as instants, computed in the listing's time zone. */
  startsAt: Date;
  endsAt: Date;
  /** Today's date in the listing's time zone (YYYY-MM-DD). */
  today: string;
}

/**
 * A slot can be held only from now on and within the availability horizon (spec §9: six
 * months). A stay may start today (arrival is in the afternoon); an hourly slot must not have
 * started yet.
 */
export function assertBookableWindow(
  resolved: ResolvedSlot,
  now: Date,
  horizonMonths: number,
): void {
  const { slot, startsAt, endsAt, today } = resolved;
  if (slot.kind === 'stay' ? slot.checkIn < today : startsAt.getTime() <= now.getTime()) {
    throw fieldError(
      slot.kind === 'stay' ? 'checkIn' : 'startTime',
      'This date has already passed. Please choose a later one.',
    );
  }
  if (endsAt.getTime() > addMonths(now, horizonMonths).getTime()) {
    throw fieldError(
      slot.kind === 'stay' ? 'checkOut' : 'date',
      `Bookings can be made up to ${horizonMonths} months ahead.`,
    );
  }
}
