import { z } from 'zod';
import { PageCursor } from '../common/cursor.js';
import { Uuid } from '../common/ids.js';
import { LIMITS } from '../domain/limits.js';
import { PublicUserCard } from '../identity/model.js';
import { Booking, BookingArrival, GuestBookingTab, HostBookingTab } from '../booking/model.js';
import { HoldRequest } from '../booking/rpc.js';
import {
  HostDashboard,
  HostDashboardRequest,
  HostDay,
  HostDayRequest,
} from '../booking/dashboard.js';
import { Payment } from '../payment/model.js';

/**
 * `/api/bookings` (signed in) and `/api/host/bookings` (signed in, own listings):
 *
 * | route | body / query | answer |
 * |---|---|---|
 * | POST /api/bookings | `CreateBookingBody`; header `Idempotency-Key` (optional, one per attempt) | 201 `Booking` (`pending`, `expiresAt`, `quote`); 409 'These dates were just booked.' |
 * | GET /api/bookings | `GuestBookingsQuery` | `BookingListResponse` |
 * | GET /api/bookings/:id | | `BookingDetailResponse` (guest, listing's host, admin; else 404); `arrival` once confirmed |
 * | GET /api/bookings/:id/cancellation | | `CancellationPreview` |
 * | POST /api/bookings/:id/cancel | `CancelBookingBody` | `Booking`; 409 when the refund changed |
 * | POST /api/bookings/:id/accept, /decline | | `Booking` (host of the listing) |
 * | GET /api/host/bookings | `HostBookingsQuery` | `BookingListResponse` with `guests` |
 * | GET /api/host/dashboard | `HostDashboardQuery` | `HostDashboardResponse` |
 * | GET /api/host/dashboard/days/:date | `HostDayParams` | `HostDayResponse` |
 */
export const CreateBookingBody = HoldRequest;
export type CreateBookingBody = z.input<typeof CreateBookingBody>;

export const BookingIdParams = z.object({ id: Uuid }).strict();

const pageQuery = {
  cursor: PageCursor.optional(),
  limit: z.coerce.number().int().min(1).max(LIMITS.pageSize.max).default(LIMITS.pageSize.default),
};

export const GuestBookingsQuery = z
  .object({ tab: GuestBookingTab.default('upcoming'), ...pageQuery })
  .strict();
export type GuestBookingsQuery = z.input<typeof GuestBookingsQuery>;

export const HostBookingsQuery = z
  .object({ tab: HostBookingTab.default('requests'), propertyId: Uuid.optional(), ...pageQuery })
  .strict();
export type HostBookingsQuery = z.input<typeof HostBookingsQuery>;

/** Who booked, for the host's lists: first name and avatar only. */
export const BookingGuest = PublicUserCard;
export type BookingGuest = z.infer<typeof BookingGuest>;

export const BookingListResponse = z.object({
  items: z.array(Booking),
  nextCursor: z.string().nullable(),
  /** Host lists only: the guests of these bookings, by user id. */
  guests: z.record(z.string(), BookingGuest).optional(),
});
export type BookingListResponse = z.infer<typeof BookingListResponse>;

export const BookingDetailResponse = z.object({
  booking: Booking,
  /** Every payment attempt, newest first (the receipt is the succeeded one). */
  payments: z.array(Payment),
  /** The other party: the host for the guest, the guest for the host. Null if the account is gone. */
  counterpart: BookingGuest.nullable(),
  /**
   * The exact place and the host's arrival details: only for a confirmed booking (the booking
   * service decides); null before, after a cancellation, and when the listing cannot say now.
   */
  arrival: BookingArrival.nullable(),
});
export type BookingDetailResponse = z.infer<typeof BookingDetailResponse>;

export const CancelBookingBody = z
  .object({ expectedRefund: z.number().int().nonnegative() })
  .strict();
export type CancelBookingBody = z.infer<typeof CancelBookingBody>;

/** `month` is the one the calendar shows; `today` the host's own date (their device's). */
export const HostDashboardQuery = HostDashboardRequest;
export type HostDashboardQuery = z.input<typeof HostDashboardQuery>;

/** The dashboard's figures and month, with each listed booking's guest card (first name, avatar). */
export const HostDashboardResponse = HostDashboard.extend({
  guests: z.record(z.string(), BookingGuest),
});
export type HostDashboardResponse = z.infer<typeof HostDashboardResponse>;

export const HostDayParams = HostDayRequest;

/** A day's bookings, with each guest's card. */
export const HostDayResponse = HostDay.extend({ guests: z.record(z.string(), BookingGuest) });
export type HostDayResponse = z.infer<typeof HostDayResponse>;
