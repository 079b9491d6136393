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
