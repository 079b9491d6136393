import { z } from 'zod';
import { defineRpc, healthRpc } from '../common/rpc.js';
import { AdminStatsRequest, BookingAdminStats } from '../common/admin-stats.js';
import { PageCursor } from '../common/cursor.js';
import { IsoDate, Uuid } from '../common/ids.js';
import { LIMITS } from '../domain/limits.js';
import {
  Booking,
  BookingArrival,
  CancellationPreview,
  GuestBookingTab,
  HostBookingTab,
} from './model.js';
import { GuestCount, LocalTime, MAX_BOOKING_HOURS } from './slot.js';
import { Availability, DateRangeRequest, HostCalendar, WeeklyRules } from './calendar.js';
import {
  AddCalendarImportRequest,
  CalendarFeedReply,
  CalendarFeedRequest,
  CalendarImportRequest,
  CalendarSync,
} from './calendar-sync.js';
import { BookingUserExport, BookingUserExportRequest } from './export.js';
import { HostDashboard, HostDashboardRequest, HostDay, HostDayRequest } from './dashboard.js';
import { HostBookingPerformance, HostPerformanceRequest } from './performance.js';
import { BookingSettings, UpdateBookingSettingsRequest } from './settings.js';
import { DoubleBookingsReply, DoubleBookingsRequest } from './double-bookings.js';
import {
  AdminBookingIdRequest,
  AdminBookingPage,
  AdminBookingSearchRequest,
  AdminCancelBookingRequest,
  AdminCancellationQuote,
  BookingHistory,
} from './admin.js';

export const StayHoldRequest = z
  .object({ propertyId: Uuid, checkIn: IsoDate, checkOut: IsoDate, guests: GuestCount })
  .strict()
  .refine((r) => r.checkOut > r.checkIn, {
    path: ['checkOut'],
    message: 'Check-out must be after check-in',
  });

export const HourlyHoldRequest = z
  .object({
    propertyId: Uuid,
    date: IsoDate,
    startTime: LocalTime,
    hours: z.number().int().min(1, 'At least one hour').max(MAX_BOOKING_HOURS),
    guests: GuestCount,
  })
  .strict();

/** A stay (`checkIn`/`checkOut`) or an hourly booking (`date`/`startTime`/`hours`). */
export const HoldRequest = z.union([StayHoldRequest, HourlyHoldRequest]);
export type HoldRequest = z.input<typeof HoldRequest>;

export const GetBookingRequest = z.object({ id: Uuid }).strict();

const pageFields = {
  cursor: PageCursor.optional(),
  limit: z.number().int().min(1).max(LIMITS.pageSize.max).default(LIMITS.pageSize.default),
};

export const ListGuestBookingsRequest = z.object({ tab: GuestBookingTab, ...pageFields }).strict();
export const ListHostBookingsRequest = z
  .object({ tab: HostBookingTab, propertyId: Uuid.optional(), ...pageFields })
  .strict();

/** Upcoming: by start, soonest first. Past and cancelled: most recent first. */
export const BookingPage = z.object({
  items: z.array(Booking),
  nextCursor: z.string().nullable(),
});
export type BookingPage = z.infer<typeof BookingPage>;

/**
 * Cancels as the caller (the guest, or the listing's host; an admin acts as the host). The
 * refund is computed again: when it differs from `expectedRefund` (the amount the preview
 * showed: a deadline passed meanwhile) the answer is CONFLICT and nothing changes.
 */
export const CancelBookingRequest = z
  .object({ id: Uuid, expectedRefund: z.number().int().nonnegative() })
  .strict();

export const CalendarPropertyRequest = z.object({ propertyId: Uuid }).strict();
/** At most about a horizon's worth of days per call. */
export const AvailabilityRequest = z
  .object({ propertyId: Uuid, from: IsoDate, to: IsoDate })
  .strict()
  .refine((r) => r.to > r.from, { path: ['to'], message: 'The end must be after the start' });
export const SetWeeklyRulesRequest = z.object({ propertyId: Uuid, rules: WeeklyRules }).strict();

/**
 * Why a listing leaves the market (decision 0022): `unlisted` keeps its confirmed bookings (the
 * host still hosts them), `deleted` is refused while any confirmed booking has not ended.
 */
export const ListingClosureReason = z.enum(['unlisted', 'deleted']);
export type ListingClosureReason = z.infer<typeof ListingClosureReason>;

export const CloseListingRequest = z
  .object({ propertyId: Uuid, reason: ListingClosureReason })
  .strict();
export const CloseListingReply = z.object({
  /** Holds cancelled and requests declined (with full refunds) by this call. */
  cancelled: z.number().int().nonnegative(),
  /** Confirmed bookings not yet ended that stay (an unlisted listing's). */
  upcoming: z.number().int().nonnegative(),
});
export type CloseListingReply = z.infer<typeof CloseListingReply>;

export const SharedWithRequest = z.object({ userId: Uuid }).strict();
export const SharedWithReply = z.object({ shared: z.boolean() });

/**
 * A booking that already happened, for the demo world and imports (the system only): the slot
 * as a hold names it, and the guest it was for.
 */
export const PastBookingRequest = z.object({ guestId: Uuid, slot: HoldRequest }).strict();
export type PastBookingRequest = z.infer<typeof PastBookingRequest>;

export const CloseAccountRequest = z.object({ userId: Uuid }).strict();
export const CloseAccountReply = z.object({
  cancelled: z.number().int().nonnegative(),
});

/**
 * The booking service. Commands that move inventory or money are idempotent: the caller's key
 * (one per attempt) makes a retry return the first answer instead of acting twice. Reads answer
 * the guest, the listing's host and admins; anyone else NOT_FOUND.
 */
export const BookingRpc = {
  health: healthRpc('booking'),
  /** The admin dashboard's figures over a period (admins only; `common/admin-stats.ts`). */
  adminStats: defineRpc('rpc.booking.admin.stats', AdminStatsRequest, BookingAdminStats),
  /** Admins only (decision 0050): every booking, filtered, newest held first. */
  adminSearch: defineRpc('rpc.booking.admin.search', AdminBookingSearchRequest, AdminBookingPage),
  /** Admins only: any booking, whatever its status (an unpaid lapsed hold too). */
  adminGet: defineRpc('rpc.booking.admin.get', AdminBookingIdRequest, Booking),
  /** Admins only: the booking's own steps (held, requested, confirmed, closed), oldest first. */
  adminHistory: defineRpc('rpc.booking.admin.history', AdminBookingIdRequest, BookingHistory),
  /** Admins only: what each refund choice would give back if cancelled now. */
  adminCancellationQuote: defineRpc(
    'rpc.booking.admin.cancellationQuote',
    AdminBookingIdRequest,
    AdminCancellationQuote,
  ),
  /**
   * Admins only: cancels through the guest's and host's own path (calendar freed, the refund
   * announced to payment, both sides notified) with the refund the admin chose and a reason,
   * audited in the transaction. Idempotent by the caller's key.
   */
  adminCancel: defineRpc('rpc.booking.admin.cancel', AdminCancelBookingRequest, Booking, {
    idempotent: true,
  }),
  /** Holds the slot and fixes its quote (asked of pricing): `pending` until paid or lapsed. */
  hold: defineRpc('rpc.booking.booking.hold', HoldRequest, Booking, { idempotent: true }),
  get: defineRpc('rpc.booking.booking.get', GetBookingRequest, Booking),
  listForGuest: defineRpc(
    'rpc.booking.booking.listForGuest',
    ListGuestBookingsRequest,
    BookingPage,
  ),
  /** The caller's own listings only (an admin sees every host's). */
  listForHost: defineRpc('rpc.booking.booking.listForHost', ListHostBookingsRequest, BookingPage),
  /**
   * The caller's business as a host, over their own listings only (bookings whose `host_id` is
   * the caller; an admin is answered about their own listings too): figures and a month.
   */
  hostDashboard: defineRpc('rpc.booking.host.dashboard', HostDashboardRequest, HostDashboard),
  /** One day of the caller's calendar as a host, whole (the dashboard's day modal). */
  hostDay: defineRpc('rpc.booking.host.day', HostDayRequest, HostDay),
  /**
   * The caller's booking requests as a host, by local day (rows whose `host_id` is the caller;
   * another host's `propertyId` finds none): the performance page's requests, conversions and
   * response rate.
   */
  hostPerformance: defineRpc(
    'rpc.booking.host.performance',
    HostPerformanceRequest,
    HostBookingPerformance,
  ),
  /** Host only, `requested` → `confirmed` (the payment is captured on the event). */
  accept: defineRpc('rpc.booking.booking.accept', GetBookingRequest, Booking, { idempotent: true }),
  /** Host only, `requested` → `declined` with a full refund. */
  decline: defineRpc('rpc.booking.booking.decline', GetBookingRequest, Booking, {
    idempotent: true,
  }),
  /**
   * The exact place and the host's arrival details of a confirmed booking, to its guest, the
   * listing's host and admins (the system included: the guest's confirmation email). Any other
   * status answers CONFLICT; anyone else NOT_FOUND, as `get`.
   */
  arrival: defineRpc('rpc.booking.booking.arrival', GetBookingRequest, BookingArrival),
  cancellationPreview: defineRpc(
    'rpc.booking.booking.cancellationPreview',
    GetBookingRequest,
    CancellationPreview,
  ),
  cancel: defineRpc('rpc.booking.booking.cancel', CancelBookingRequest, Booking, {
    idempotent: true,
  }),

  /**
   * Whether the caller and `userId` share a booking as its two sides: the caller's trip at their
   * listing (any status), or their booking at the caller's listing as the host's lists show it
   * (requested, confirmed, cancelled, declined). Anonymous callers share nothing.
   */
  sharedWith: defineRpc('rpc.booking.booking.sharedWith', SharedWithRequest, SharedWithReply),

  /** The listing's host or an admin (the listing service says who the host is). */
  getCalendar: defineRpc('rpc.booking.calendar.get', CalendarPropertyRequest, HostCalendar),
  /** Anyone, for a published listing: what a date picker must disable in `[from, to)`. */
  availability: defineRpc('rpc.booking.calendar.availability', AvailabilityRequest, Availability),
  /** Host only. Refuses (CONFLICT) a block over a confirmed or pending booking. */
  block: defineRpc('rpc.booking.calendar.block', DateRangeRequest, HostCalendar),
  /** Host only. Frees `[start, end)` from any blocks (splitting them). */
  unblock: defineRpc('rpc.booking.calendar.unblock', DateRangeRequest, HostCalendar),
  /** Host only: the listing's sync settings (the export feed's secret is made on first ask). */
  calendarSync: defineRpc('rpc.booking.calendarSync.get', CalendarPropertyRequest, CalendarSync),
  /** Host only: a new export secret; the old URL stops working at once. */
  rotateCalendarFeed: defineRpc(
    'rpc.booking.calendarSync.rotateFeed',
    CalendarPropertyRequest,
    CalendarSync,
  ),
  /**
   * Host only: follow an outside calendar. It is read at once: an address that does not answer
   * with an iCalendar is refused (VALIDATION on `url`) and nothing is kept. At most
   * CALENDAR_IMPORTS_MAX per listing.
   */
  addCalendarImport: defineRpc(
    'rpc.booking.calendarSync.addImport',
    AddCalendarImportRequest,
    CalendarSync,
  ),
  /** Host only: stop following it; its busy days are freed. */
  removeCalendarImport: defineRpc(
    'rpc.booking.calendarSync.removeImport',
    CalendarImportRequest,
    CalendarSync,
  ),
  /** Host only: read every followed calendar of the listing now. */
  refreshCalendarImports: defineRpc(
    'rpc.booking.calendarSync.refresh',
    CalendarPropertyRequest,
    CalendarSync,
  ),
  /** Anyone holding the secret: the listing's feed. NOT_FOUND for an unknown or replaced one. */
  calendarFeed: defineRpc('rpc.booking.calendar.feed', CalendarFeedRequest, CalendarFeedReply),
  /** Host only. Replaces the weekly rules. */
  setWeeklyRules: defineRpc('rpc.booking.calendar.setWeekly', SetWeeklyRulesRequest, HostCalendar),

  /**
   * The system or an admin only (the listing service, after its own ownership check): the
   * listing takes no new holds and no late payment can revive one; open holds are cancelled and
   * requests declined with full refunds. `deleted` is refused (CONFLICT,
   * `UpcomingBookingsConflict`) while a confirmed booking has not ended. Idempotent.
   */
  closeListing: defineRpc('rpc.booking.listing.close', CloseListingRequest, CloseListingReply),
  /** The system or an admin only: the listing is back on the market (published again). */
  reopenListing: defineRpc(
    'rpc.booking.listing.reopen',
    CalendarPropertyRequest,
    z.object({ reopened: z.boolean() }),
  ),
  /**
   * The system or an admin only (identity, before it erases an account): refused (CONFLICT,
   * `UpcomingBookingsConflict`) while the user has a confirmed booking not yet ended, as host or
   * guest; otherwise none of their listings takes a new hold, and their open holds and requests,
   * on either side, are cancelled with full refunds. Idempotent.
   */
  closeAccount: defineRpc('rpc.booking.account.close', CloseAccountRequest, CloseAccountReply),

  /**
   * The system only: records a stay or session that already ended as `confirmed` and paid, under
   * every rule a hold passes but the future window (the listing on the market and not the
   * guest's own, its capacity, the host's calendar, the quote, no overlap). Announced as
   * `booking.confirmed`. Idempotent by the caller's key.
   */
  recordPast: defineRpc('rpc.booking.history.record', PastBookingRequest, Booking, {
    idempotent: true,
  }),

  /** The caller's own data (Ley 21.719 portability): as guest, as host, and their calendars. */
  exportUser: defineRpc('rpc.booking.user.export', BookingUserExportRequest, BookingUserExport),

  /** The hold minutes and request expiry in force (anyone; admins read them on /admin/settings). */
  getSettings: defineRpc('rpc.booking.settings.get', z.object({}).strict(), BookingSettings),
  /** Admins only: applies to the next hold and the next request, audited in the transaction. */
  updateSettings: defineRpc(
    'rpc.booking.settings.update',
    UpdateBookingSettingsRequest,
    BookingSettings,
  ),
  /** Admins and the system: live reservations of these listings that overlap (decision 0052). */
  doubleBookings: defineRpc(
    'rpc.booking.admin.doubleBookings',
    DoubleBookingsRequest,
    DoubleBookingsReply,
  ),
} as const;
