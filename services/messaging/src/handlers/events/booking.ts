import type {
  BookingCancelledEvent,
  CancellationReason,
  MessagingConsumedEvents,
} from '@arrendo/contracts';
import type { EventHandlers } from '@arrendo/kit';
import type { DB, ProjectedBookingStatus } from '../../db/types.js';
import { BookingRepository } from '../../repositories/booking.repository.js';

/** A host's "no" and a request nobody answered end the trip as those, not as "cancelled". */
function endedStatus(reason: CancellationReason | undefined): ProjectedBookingStatus {
  if (reason === 'host_declined') return 'declined';
  if (reason === 'request_expired') return 'expired';
  return 'cancelled';
}

/**
 * The booking a conversation is about, kept from booking events whether or not the
 * conversation exists yet (one opened later finds its trip here).
 */
export function bookingHandlers(): Omit<
  EventHandlers<typeof MessagingConsumedEvents, DB>,
  'userDeleted'
> {
  const bookings = new BookingRepository();
  const slot = (data: {
    bookingId: string;
    propertyId: string;
    startsAt: string;
    endsAt: string;
  }) => ({
    id: data.bookingId,
    listingId: data.propertyId,
    startsAt: data.startsAt,
    endsAt: data.endsAt,
  });
  return {
    bookingRequested: (event, trx) =>
      bookings.apply(trx, {
        ...slot(event.data),
        guestId: event.data.guestId,
        status: 'requested',
        at: new Date(event.occurredAt),
      }),
    bookingConfirmed: (event, trx) =>
      bookings.apply(trx, {
        ...slot(event.data),
        guestId: event.data.guestId,
        status: 'confirmed',
        at: new Date(event.occurredAt),
      }),
    bookingCancelled: (event, trx) => {
      const data: BookingCancelledEvent = event.data;
      return bookings.apply(trx, {
        ...slot(data),
        guestId: data.guestId ?? null,
        status: endedStatus(data.reason),
        at: new Date(event.occurredAt),
      });
    },
    bookingExpired: (event, trx) =>
      bookings.apply(trx, {
        ...slot(event.data),
        guestId: null,
        status: 'expired',
        at: new Date(event.occurredAt),
      }),
  };
}
