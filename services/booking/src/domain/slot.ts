import { fieldError, type HoldRequest, type ListingType } from '@arrendo/contracts';

/** What a guest asked for, in the listing's local calendar. */
export type LocalSlot =
  | { kind: 'stay'; checkIn: string; checkOut: string }
  | { kind: 'hourly'; date: string; startTime: string; hours: number };

/**
 * The slot of a hold request, which must fit how the listing is booked: homes by the night,
 * experiences (studios, halls, courts…) by the hour.
 */
export function slotFor(request: HoldRequest, listingType: ListingType): LocalSlot {
  if ('checkIn' in request) {
    if (listingType !== 'home') {
      throw fieldError('date', 'This space is booked by the hour: choose a date, a time and hours');
    }
    return { kind: 'stay', checkIn: request.checkIn, checkOut: request.checkOut };
  }
  if (listingType !== 'experience') {
    throw fieldError('checkIn', 'This stay is booked by the night: choose check-in and check-out');
  }
  return {
    kind: 'hourly',
    date: request.date,
    startTime: request.startTime,
    hours: request.hours,
  };
}

/** The slot a booking row holds, as its hold asked for it. */
export function slotOfRow(row: {
  id: string;
  kind: 'stay' | 'hourly';
  check_in: string | null;
  check_out: string | null;
  local_date: string | null;
  start_time: string | null;
  hours: number | null;
}): LocalSlot {
  if (row.kind === 'stay' && row.check_in && row.check_out) {
    return { kind: 'stay', checkIn: row.check_in, checkOut: row.check_out };
  }
  if (row.kind === 'hourly' && row.local_date && row.start_time && row.hours) {
    // Postgres `time` reads back as HH:MM:SS; slots speak HH:MM.
    return {
      kind: 'hourly',
      date: row.local_date,
      startTime: row.start_time.slice(0, 5),
      hours: row.hours,
    };
  }
  throw new Error(`booking ${row.id} has no slot of its kind`);
}
