import type {
  Booking,
  BookingArrival,
  BookingCancelledEvent,
  BookingConfirmedEvent,
  BookingRequestedEvent,
  CancellationReason,
} from '@arrendo/contracts';
import type { BookingEventKind } from '../../email/job.js';
import type {
  ArrivalDetails,
  BookingDetails,
  BookingEmail,
} from '../../email/templates/booking.js';

/**
 * One message a booking event sends: to whom, about whom (whose first name it uses), whether it
 * is also emailed, and its template data once both names are known.
 */
export interface PlannedMessage {
  recipient: string;
  counterpart: string;
  /** False: in-app only (the recipient just did it and has nothing to keep). */
  email: boolean;
  build(names: { firstName: string; otherName: string }): BookingEmail;
}

export interface BookingPlan {
  kind: BookingEventKind;
  bookingId: string;
  messages: PlannedMessage[];
  /** Kept with the in-app notification, so a page can word it again in another language. */
  facts: Record<string, unknown>;
}

/** The booking as the messages show it, copied now: the email renders later. */
export function bookingDetails(b: Booking): BookingDetails {
  return {
    bookingId: b.id,
    listingTitle: b.listing.title,
    kind: b.kind,
    checkIn: b.checkIn,
    checkOut: b.checkOut,
    checkInTime: b.listing.checkInTime,
    checkOutTime: b.listing.checkOutTime,
    date: b.date,
    startTime: b.startTime,
    hours: b.hours,
    timeZone: b.timeZone,
    guests: b.guests,
    total: b.quote.total.amount,
    hostEarnings: b.quote.base.amount,
  };
}

/** The exact place as the guest's email carries it (the booking id is the email's own). */
export function arrivalDetails(a: BookingArrival | null): ArrivalDetails | null {
  if (!a) return null;
  return {
    location: a.location,
    address: a.address,
    lat: a.lat,
    lng: a.lng,
    instructions: a.instructions,
  };
}

/**
 * REQUESTED: the host is asked, and the guest keeps a record of what they asked for, what their
 * card holds and until when the host may answer. Payku cannot authorise, so a request paid
 * through it was charged and says so.
 */
export function planRequested(event: BookingRequestedEvent, booking: Booking): BookingPlan {
  const details = bookingDetails(booking);
  return {
    kind: 'requested',
    bookingId: booking.id,
    facts: { bookingId: booking.id },
    messages: [
      {
        recipient: booking.guestId,
        counterpart: booking.hostId,
        email: true,
        build: ({ firstName, otherName }) => ({
          template: 'booking-request-sent',
          firstName,
          hostName: otherName,
          booking: details,
          respondBy: event.expiresAt,
          authorized: booking.payment.provider !== 'payku' && booking.payment.state !== 'paid',
        }),
      },
      {
        recipient: booking.hostId,
        counterpart: booking.guestId,
        email: true,
        build: ({ firstName, otherName }) => ({
          template: 'booking-request',
          firstName,
          guestName: otherName,
          booking: details,
          respondBy: event.expiresAt,
        }),
      },
    ],
  };
}

/**
 * CONFIRMED: instant book tells the guest (confirmed, with the receipt) and the host (a new
 * booking); an accepted request tells only the guest: the host is the one who accepted. The
 * guest's email carries the exact place and arrival details (`arrival`), the host's does not.
 */
export function planConfirmed(
  event: BookingConfirmedEvent,
  booking: Booking,
  exact: BookingArrival | null = null,
): BookingPlan {
  const details = bookingDetails(booking);
  const arrival = arrivalDetails(exact);
  const guest = booking.guestId;
  const host = booking.hostId;
  const base = { kind: 'confirmed' as const, bookingId: booking.id };
  if (event.accepted) {
    return {
      ...base,
      facts: { bookingId: booking.id, accepted: true },
      messages: [
        {
          recipient: guest,
          counterpart: host,
          email: true,
          build: ({ firstName, otherName }) => ({
            template: 'booking-accepted',
            firstName,
            hostName: otherName,
            booking: details,
            arrival,
          }),
        },
      ],
    };
  }
  return {
    ...base,
    facts: { bookingId: booking.id },
    messages: [
      {
        recipient: guest,
        counterpart: host,
        email: true,
        build: ({ firstName, otherName }) => ({
          template: 'booking-confirmed',
          firstName,
          hostName: otherName,
          booking: details,
          arrival,
        }),
      },
      {
        recipient: host,
        counterpart: guest,
        email: true,
        build: ({ firstName, otherName }) => ({
          template: 'booking-new',
          firstName,
          guestName: otherName,
          booking: details,
        }),
      },
    ],
  };
}

/** Events from before `reason` was sent: the booking's own record, else who did it. */
function reasonOf(event: BookingCancelledEvent, booking: Booking): CancellationReason {
  if (event.reason) return event.reason;
  if (booking.cancellation) return booking.cancellation.reason;
  if (event.by === 'guest') return 'guest_cancelled';
  if (event.by === 'host') return 'host_cancelled';
  return 'request_expired';
}

/**
 * CANCELLED, by reason:
 * - guest_cancelled: the guest (their refund receipt) and the host (the dates are free). An
 *   unpaid checkout hold the guest dropped sends nothing: nothing was paid and the host never
 *   saw it.
 * - host_cancelled: the guest (full refund) and the host (their record of it).
 * - host_declined: the guest by email; the host, who just declined, in the app only.
 * - request_expired: the guest (full refund) and the host (they missed it).
 * - slot_lost, slot_unavailable: the guest only; the host never saw the booking.
 * - listing_withdrawn: the guest by email unless it was an unpaid checkout hold (the checkout
 *   page says so); the host, who took the listing off the market, in the app for a request.
 * - admin_cancelled: the guest and the host, by email (support cancelled it; decision 0050);
 *   an unpaid checkout hold, the guest only (the host never saw it).
 */
export function planCancelled(event: BookingCancelledEvent, booking: Booking): BookingPlan {
  const reason = reasonOf(event, booking);
  const refund = event.refund?.amount ?? booking.cancellation?.refund.amount ?? 0;
  const paid = booking.payment.paid.amount;
  const base = {
    kind: 'cancelled' as const,
    bookingId: booking.id,
    facts: { bookingId: booking.id, reason, refund },
  };
  const neverPaid = paid === 0 && booking.payment.state === 'unpaid';
  const droppedHold = refund === 0 && neverPaid && !booking.confirmedAt;
  if ((reason === 'guest_cancelled' || reason === 'listing_withdrawn') && droppedHold) {
    return { ...base, messages: [] };
  }
  const details = bookingDetails(booking);
  const wasRequest =
    booking.confirmedAt === null && reason !== 'slot_lost' && reason !== 'slot_unavailable';
  // A request paid by card was only authorised (captured on accept); Payku charges at once.
  const released =
    wasRequest &&
    refund > 0 &&
    booking.payment.provider !== null &&
    booking.payment.provider !== 'payku';
  const message = (audience: 'guest' | 'host', email: boolean): PlannedMessage => ({
    recipient: audience === 'guest' ? booking.guestId : booking.hostId,
    counterpart: audience === 'guest' ? booking.hostId : booking.guestId,
    email,
    build: ({ firstName, otherName }) => ({
      template: 'booking-cancelled',
      firstName,
      audience,
      reason,
      otherName,
      booking: details,
      paid,
      refund,
      wasRequest,
      released,
    }),
  });
  switch (reason) {
    case 'guest_cancelled':
    case 'host_cancelled':
    case 'request_expired':
      return { ...base, messages: [message('guest', true), message('host', true)] };
    case 'admin_cancelled':
      // An unpaid checkout hold never reached its host: news to the guest only.
      return {
        ...base,
        messages: droppedHold
          ? [message('guest', true)]
          : [message('guest', true), message('host', true)],
      };
    case 'host_declined':
      return { ...base, messages: [message('guest', true), message('host', false)] };
    case 'listing_withdrawn':
      return { ...base, messages: [message('guest', true), message('host', false)] };
    case 'slot_lost':
    case 'slot_unavailable':
      return { ...base, messages: [message('guest', true)] };
  }
}
