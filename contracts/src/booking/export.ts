import { z } from 'zod';
import { IsoDate, IsoDateTime, Uuid } from '../common/ids.js';
import { Quote } from '../pricing/model.js';
import { OpeningHours, Weekday } from './calendar.js';
import { BookedListing, Booking } from './model.js';
import { Claim, ClaimMessage } from './claims.js';

/**
 * Ley 21.719 (portability): what the booking service keeps about one person, for the single JSON
 * file the BFF assembles from every service. Always the caller's own data (`call.actor.userId`).
 */

/**
 * A booking as the `Booking` views show it. `listing` and `quote` are null only on rows written
 * before the booking lifecycle existed (never shown in the app, but still about the person).
 */
const ExportedBookingFields = Booking.extend({
  listing: BookedListing.nullable(),
  quote: Quote.nullable(),
  /** When it left the active statuses (cancelled, declined, expired); else null. */
  closedAt: IsoDateTime.nullable(),
});

/** A booking the person made as a guest: the guest's own view, plus the payment that paid it. */
export const BookingExportAsGuest = ExportedBookingFields.extend({
  /** The payment (payment service) that confirmed or requested it; null while unpaid. */
  paymentId: Uuid.nullable(),
});
export type BookingExportAsGuest = z.infer<typeof BookingExportAsGuest>;

/**
 * A booking of one of the person's listings, as the host lists show it: of the guest only their
 * user id and the number of guests, exactly what `listForHost` answers, nothing more.
 */
export const BookingExportAsHost = ExportedBookingFields;
export type BookingExportAsHost = z.infer<typeof BookingExportAsHost>;

/** A date block the host set on a listing's calendar (with the host's own note). */
export const BookingExportCalendarBlock = z.object({
  start: IsoDate,
  end: IsoDate,
  note: z.string().nullable(),
  createdAt: IsoDateTime,
});
export type BookingExportCalendarBlock = z.infer<typeof BookingExportCalendarBlock>;

/** A calendar the host changed (only listings whose calendar they ever touched have one). */
export const BookingExportCalendar = z.object({
  propertyId: Uuid,
  timeZone: z.string(),
  blockedWeekdays: z.array(Weekday),
  /** Null: the host never set hours (the listing type's default applies). */
  openingHours: z.array(OpeningHours).nullable(),
  updatedAt: IsoDateTime,
  blocks: z.array(BookingExportCalendarBlock),
});
export type BookingExportCalendar = z.infer<typeof BookingExportCalendar>;

/** A damage claim the person is a side of (decision 0051), with the messages they can read. */
export const BookingExportClaim = Claim.extend({
  role: z.enum(['host', 'guest']),
  messages: z.array(ClaimMessage),
});
export type BookingExportClaim = z.infer<typeof BookingExportClaim>;

export const BookingUserExport = z.object({
  service: z.literal('booking'),
  userId: Uuid,
  exportedAt: IsoDateTime,
  /** Every booking they made, in every status, oldest first. */
  asGuest: z.array(BookingExportAsGuest),
  /** Every booking of their listings, in every status, oldest first. */
  asHost: z.array(BookingExportAsHost),
  calendars: z.array(BookingExportCalendar),
  /** Damage claims they opened as a host or that name them as the guest, oldest first. */
  claims: z.array(BookingExportClaim).optional(),
});
export type BookingUserExport = z.infer<typeof BookingUserExport>;

/** The person is the caller, never a field: the request carries nothing. */
export const BookingUserExportRequest = z.object({}).strict();
