import { z } from 'zod';
import { IsoDate, IsoDateTime, Uuid } from '../common/ids.js';
import { ListingType } from '../domain/listing-types.js';
import { RefundPolicy } from '../domain/refund-policies.js';
import { PaymentProvider } from '../payment/model.js';
import { ClpAmount, Quote } from '../pricing/model.js';
import { BookingKind } from './slot.js';

/**
 * A booking's life (decision 0013):
 * - `pending`: held for checkout, unpaid; lapses to `expired` after the hold (15 minutes).
 * - `requested`: paid or authorised on a request-to-book listing; the host accepts (→ `confirmed`)
 *   or declines (→ `declined`) before `expiresAt` (24 hours); expiry declines.
 * - `confirmed`: paid (instant book) or accepted.
 * - `cancelled`: by the guest or the host after confirming (or by the guest while requested).
 * Pending, requested and confirmed bookings occupy the listing's calendar; the others free it.
 */
export const BookingStatus = z.enum([
  'pending',
  'requested',
  'confirmed',
  'cancelled',
  'declined',
  'expired',
]);
export type BookingStatus = z.infer<typeof BookingStatus>;

/** The statuses that hold the slot (the exclusion constraint's WHERE). */
export const ACTIVE_BOOKING_STATUSES = ['pending', 'requested', 'confirmed'] as const;

/** Hours a host has to answer a request before it is declined for them. */
export const REQUEST_RESPONSE_HOURS = 24;

/**
 * The booking's money as the booking service knows it from payment events: `unpaid` until the
 * payment succeeds, `authorized` while a request waits (captured on accept where the provider
 * allows it), `paid`, then `refund_pending` until the provider confirms, `refunded` or
 * `partially_refunded`.
 */
export const BookingPaymentState = z.enum([
  'unpaid',
  'authorized',
  'paid',
  'refund_pending',
  'partially_refunded',
  'refunded',
]);
export type BookingPaymentState = z.infer<typeof BookingPaymentState>;

/** The listing as it was when booked: trips and receipts keep saying what was bought. */
export const BookedListing = z.object({
  title: z.string(),
  location: z.string(),
  listingType: ListingType,
  coverUrl: z.string().nullable(),
  refundPolicy: RefundPolicy,
  instantBook: z.boolean(),
  /** Homes: `HH:MM` check-in / check-out times; null for hourly spaces. */
  checkInTime: z.string().nullable(),
  checkOutTime: z.string().nullable(),
});
export type BookedListing = z.infer<typeof BookedListing>;

/**
 * Where a confirmed booking takes place, exactly (decisions.md, "A booking, as each side sees
 * it"): the street address, the host's pin and their arrival details, read from the listing when
 * asked (a host who changes the key box code reaches the guest). The booking service answers it
 * for a confirmed booking only; before that, and to anyone else, the place stays approximate.
 */
export const BookingArrival = z.object({
  bookingId: Uuid,
  /** The public place, e.g. "Pucón, Araucanía". */
  location: z.string(),
  /** The street address as the host wrote it; null if the listing never had one. */
  address: z.string().nullable(),
  /** The host's pin (exact, not the public approximate point). */
  lat: z.number().min(-90).max(90).nullable(),
  lng: z.number().min(-180).max(180).nullable(),
  /** Arrival and access details ('Key box code …'); empty when the host wrote none. */
  instructions: z.string(),
});
export type BookingArrival = z.infer<typeof BookingArrival>;

export const CancellationReason = z.enum([
  'guest_cancelled',
  'host_cancelled',
  'host_declined',
  'request_expired',
  /** The payment arrived after the hold lapsed and the slot was taken meanwhile: refunded. */
  'slot_lost',
  /**
   * The payment arrived after the hold lapsed and the slot no longer passes the rules a new hold
   * must pass (the host blocked or closed those dates, changed the hours, the date passed):
   * refunded.
   */
  'slot_unavailable',
  /**
   * The host took the listing off the market (unlisted, deleted, or closed their account) before
   * the hold was paid or the request answered: refunded in full.
   */
  'listing_withdrawn',
  /** An admin cancelled it (support), with the refund they chose and a reason (decision 0050). */
  'admin_cancelled',
]);
export type CancellationReason = z.infer<typeof CancellationReason>;

export const CancelledBy = z.enum(['guest', 'host', 'system']);
export type CancelledBy = z.infer<typeof CancelledBy>;

export const Cancellation = z.object({
  by: CancelledBy,
  reason: CancellationReason,
  at: IsoDateTime,
  refundPercent: z.number().int().min(0).max(100),
  /** Of the amount paid; zero when nothing was paid. */
  refund: ClpAmount,
});
export type Cancellation = z.infer<typeof Cancellation>;

export const Booking = z.object({
  id: Uuid,
  propertyId: Uuid,
  guestId: Uuid,
  hostId: Uuid,
  status: BookingStatus,
  kind: BookingKind,
  guests: z.number().int().positive(),
  /** Stays: the nights `[checkIn, checkOut)` as local dates. */
  checkIn: IsoDate.nullable(),
  checkOut: IsoDate.nullable(),
  /** Hourly: the local date, start time and length. */
  date: IsoDate.nullable(),
  startTime: z.string().nullable(),
  hours: z.number().int().positive().nullable(),
  /** The listing's time zone, in which the local fields above are meant. */
  timeZone: z.string(),
  /** The occupied period `[startsAt, endsAt)` as instants. */
  startsAt: IsoDateTime,
  endsAt: IsoDateTime,
  /** Pending: when the hold lapses. Requested: when the host's time to answer ends. Else null. */
  expiresAt: IsoDateTime.nullable(),
  listing: BookedListing,
  /** Fixed when the slot was held: what the guest pays, whatever the listing costs later. */
  quote: Quote,
  payment: z.object({
    state: BookingPaymentState,
    provider: PaymentProvider.nullable(),
    paid: ClpAmount,
    refunded: ClpAmount,
  }),
  cancellation: Cancellation.nullable(),
  confirmedAt: IsoDateTime.nullable(),
  createdAt: IsoDateTime,
  updatedAt: IsoDateTime,
});
export type Booking = z.infer<typeof Booking>;

/** What cancelling now would refund, shown before the guest or host confirms. */
export const CancellationPreview = z.object({
  bookingId: Uuid,
  by: CancelledBy,
  policy: RefundPolicy,
  refundPercent: z.number().int().min(0).max(100),
  refund: ClpAmount,
  paid: ClpAmount,
  /** Whole days from now to check-in (or the start), as the policy counts them. */
  daysBefore: z.number().int(),
  /** True when the guest may cancel without paying anything (nothing paid, or still a request). */
  free: z.boolean(),
});
export type CancellationPreview = z.infer<typeof CancellationPreview>;

/** The guest's trips, by tab: upcoming (not yet ended, active), past (ended), cancelled. */
export const GuestBookingTab = z.enum(['upcoming', 'past', 'cancelled']);
export type GuestBookingTab = z.infer<typeof GuestBookingTab>;

/** The host's bookings of their own listings: requests waiting for an answer first. */
export const HostBookingTab = z.enum(['requests', 'upcoming', 'past', 'cancelled']);
export type HostBookingTab = z.infer<typeof HostBookingTab>;

/**
 * `details` of the CONFLICT a deletion gets while confirmed bookings have not ended: the host
 * (or the guest, for an account) cancels them first.
 */
export const UpcomingBookingsConflict = z.object({
  reason: z.literal('upcoming_bookings'),
  count: z.number().int().positive(),
  bookings: z.array(
    z.object({
      id: Uuid,
      role: z.enum(['host', 'guest']),
      startsAt: z.string(),
      endsAt: z.string(),
    }),
  ),
});
export type UpcomingBookingsConflict = z.infer<typeof UpcomingBookingsConflict>;
