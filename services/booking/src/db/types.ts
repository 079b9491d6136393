import type { ColumnType, Generated } from 'kysely';
import type {
  BookedListing,
  BookingKind,
  BookingPaymentState,
  BookingStatus,
  CancellationReason,
  CancelledBy,
  PaymentProvider,
  Quote,
  ReviewAuthorRole,
} from '@arrendo/contracts';
import type { ClaimMessagesTable, ClaimPhotosTable, ClaimsTable } from './claim-types.js';

/** `period` is a tstzrange: written and read through SQL, never as a JS value. */
export interface BookingsTable {
  id: string;
  property_id: string;
  host_id: string;
  guest_id: string;
  status: BookingStatus;
  kind: BookingKind;
  guests: number;
  check_in: string | null;
  check_out: string | null;
  local_date: string | null;
  start_time: string | null;
  hours: number | null;
  time_zone: string;
  period: ColumnType<string, string, string>;
  expires_at: Date | null;
  /** Null only on rows older than the lifecycle migration (never shown). */
  listing: ColumnType<BookedListing | null, string | null, string | null>;
  quote: ColumnType<Quote | null, string | null, string | null>;
  total_clp: number | null;
  payment_state: ColumnType<
    BookingPaymentState,
    BookingPaymentState | undefined,
    BookingPaymentState
  >;
  payment_provider: PaymentProvider | null;
  /** The payment whose success confirmed (or requested) the booking. */
  payment_id: string | null;
  paid_clp: Generated<number>;
  refunded_clp: Generated<number>;
  cancelled_by: CancelledBy | null;
  cancel_reason: CancellationReason | null;
  cancelled_at: Date | null;
  refund_percent: number | null;
  refund_clp: number | null;
  confirmed_at: Date | null;
  /**
   * When it reached the host (paid: requested, or confirmed at once by instant book); null for
   * a hold that was never paid.
   */
  requested_at: Date | null;
  /** Kept by Postgres (generated): the quote's base, 0 without one; the local start; the start. */
  earnings_clp: ColumnType<number, never, never>;
  start_date: ColumnType<string, never, never>;
  starts_at: ColumnType<Date, never, never>;
  /** When it left the active statuses (cancelled, declined, expired). */
  closed_at: Date | null;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export interface CalendarsTable {
  property_id: string;
  host_id: string;
  time_zone: string;
  blocked_weekdays: ColumnType<number[], number[] | undefined, number[]>;
  /** `OpeningHours[]`, or null = the listing type's default. */
  opening_hours: ColumnType<unknown, string | null, string | null>;
  version: Generated<number>;
  updated_at: Generated<Date>;
}

export interface CalendarBlocksTable {
  id: string;
  property_id: string;
  /** Dates are read as `YYYY-MM-DD` text (the pool's date parser is left alone). */
  start_date: ColumnType<string, string, string>;
  end_date: ColumnType<string, string, string>;
  note: string | null;
  created_at: Generated<Date>;
}

export interface CalendarFeedsTable {
  property_id: string;
  host_id: string;
  token: string;
  created_at: Generated<Date>;
}

export interface CalendarImportsTable {
  id: string;
  property_id: string;
  host_id: string;
  name: string;
  url: string;
  created_at: Generated<Date>;
  last_synced_at: Date | null;
  last_error: string | null;
}

export interface CalendarImportBusyTable {
  import_id: string;
  property_id: string;
  start_date: ColumnType<string, string, string>;
  end_date: ColumnType<string, string, string>;
}

/** A listing off the market: no new holds, no re-takes (decision 0022). */
export interface ClosedListingsTable {
  property_id: string;
  reason: 'unlisted' | 'deleted';
  closed_at: Generated<Date>;
}

/** A host whose account is being erased: none of their listings takes a hold. */
export interface ClosedHostsTable {
  host_id: string;
  closed_at: Generated<Date>;
}

/** A review of a booking by one of its two sides (decision 0044); categories: guests only. */
export interface ReviewsTable {
  id: string;
  booking_id: string;
  property_id: string;
  host_id: string;
  author_id: string;
  subject_id: string;
  author_role: ReviewAuthorRole;
  rating: number;
  cleanliness: number | null;
  accuracy: number | null;
  communication: number | null;
  location: number | null;
  check_in: number | null;
  value: number | null;
  body: string;
  submitted_at: Generated<Date>;
  window_closes_at: Date;
  published_at: Date | null;
  response_text: string | null;
  responded_at: Date | null;
}

/** One row once an admin saved the booking settings; none means the defaults. */
export interface BookingSettingsTable {
  id: Generated<boolean>;
  hold_minutes: number;
  request_expiry_hours: number;
  updated_by: string | null;
  updated_at: ColumnType<Date, Date | undefined, Date>;
}

export interface DB {
  bookings: BookingsTable;
  reviews: ReviewsTable;
  closed_listings: ClosedListingsTable;
  closed_hosts: ClosedHostsTable;
  calendars: CalendarsTable;
  calendar_blocks: CalendarBlocksTable;
  calendar_feeds: CalendarFeedsTable;
  calendar_imports: CalendarImportsTable;
  calendar_import_busy: CalendarImportBusyTable;
  booking_settings: BookingSettingsTable;
  claims: ClaimsTable;
  claim_messages: ClaimMessagesTable;
  claim_photos: ClaimPhotosTable;
}
