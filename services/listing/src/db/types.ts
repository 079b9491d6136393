import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';
import type { ExtraFee, StoredPhoto } from '@arrendo/contracts';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<
  Date | null,
  Date | string | null | undefined,
  Date | string | null
>;

/**
 * A draft may leave any wizard field null; `properties_complete_check` makes every listing that
 * has been on the market complete (see the 202611231500 migration).
 */
export interface PropertiesTable {
  id: string;
  host_id: string;
  title: string | null;
  description: string | null;
  listing_type: 'home' | 'experience' | null;
  category: string | null;
  subcategory: string | null;
  highlights: ColumnType<string[], string[] | undefined, string[]>;
  location: string | null;
  city: string | null;
  region: string | null;
  address: string | null;
  lat: number | null;
  lng: number | null;
  time_zone: Generated<string>;
  /** bigint: pg returns it as a string; the mapper converts. */
  price_amount: ColumnType<string | number | null, number | string | null, number | string | null>;
  price_currency: Generated<string>;
  /** jsonb columns: pg parses on read; writes are JSON text (pg would send an array as text[]). */
  extra_fees: ColumnType<ExtraFee[], string | undefined, string>;
  max_guests: number | null;
  size_m2: number | null;
  bedrooms: number | null;
  beds: number | null;
  bathrooms: number | null;
  check_in_time: string | null;
  check_out_time: string | null;
  session_hours: number | null;
  min_hours: number | null;
  amenities: ColumnType<string[], string[] | undefined, string[]>;
  house_rules: Generated<string>;
  host_instructions: Generated<string>;
  /** Ordered; the first is the cover. */
  photos: ColumnType<StoredPhoto[], string | undefined, string>;
  refund_policy: 'flexible' | 'moderate' | 'strict' | null;
  instant_book: boolean | null;
  /** Kept equal to `'pets-allowed' = any(amenities)` on every write (one source of truth). */
  pets_allowed: Generated<boolean>;
  rating: ColumnType<string | number, number | string | undefined, number | string>;
  review_count: Generated<number>;
  /** The sum of the published guest reviews' ratings behind `rating` (decision 0044). */
  rating_sum: Generated<number>;
  status: 'draft' | 'published' | 'unlisted';
  created_at: Timestamp;
  updated_at: Timestamp;
  published_at: NullableTimestamp;
  deleted_at: NullableTimestamp;
  /**
   * The request asking booking to take the listing off the market or put it back, and since
   * when (both or neither): one at a time per listing (`handlers/rpc/market-change.ts`).
   */
  market_change_token: string | null;
  market_change_at: NullableTimestamp;
  /**
   * The host's account is suspended (decision 0048): off search, the property page and new
   * holds, whatever `status` says; `status` itself is left as the host set it.
   */
  host_suspended: Generated<boolean>;
  /**
   * An admin took the listing off the market (decision 0049), when, why and who; all three or
   * none. Like `host_suspended`, beside `status`, never instead of it.
   */
  admin_unlisted_at: NullableTimestamp;
  admin_unlist_reason: string | null;
  admin_unlisted_by: string | null;
}

/** The newest suspension or reactivation of each host the listing service has seen (0048). */
export interface HostSuspensionsTable {
  host_id: string;
  suspended: boolean;
  changed_at: Timestamp;
}

/** A user's named list of saved listings; private to `owner_id`. */
export interface WishlistsTable {
  id: Generated<string>;
  owner_id: string;
  name: string;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** One saved listing in one list; (wishlist_id, property_id) is unique. */
export interface WishlistItemsTable {
  wishlist_id: string;
  property_id: string;
  /** Denormalised from the list, so "every list of mine holding X" needs no join. */
  owner_id: string;
  saved_at: Timestamp;
}

/**
 * The search read model (202611231530 migration): one row per listing on the market, written
 * only by `refresh_search_documents`. Ranges are read as text (pg has no parser for them); search
 * reads them in SQL only.
 */
export interface SearchDocumentsTable {
  id: string;
  listing_type: 'home' | 'experience';
  category: string;
  subcategory: string;
  highlights: string[];
  geo: string;
  lat: number;
  lng: number;
  max_guests: number;
  bedrooms: number;
  bathrooms: number;
  /** bigint: pg may hand it back as a string or a number. */
  price_amount: string | number;
  amenities: string[];
  pets_allowed: boolean;
  instant_book: boolean;
  rating: string;
  review_count: number;
  published_at: Date;
  trending_score: number;
  time_zone: string;
  min_hours: number | null;
  blocked_weekdays: number;
  open_week: string;
  unavailable_days: string;
  busy: string;
  stale_at: Date | null;
  refreshed_at: Date;
}

/** The latest calendar snapshot the booking service announced per listing (newest version wins). */
export interface SearchCalendarsTable {
  property_id: string;
  version: number;
  time_zone: string;
  rules: ColumnType<unknown, string, string>;
  blocks: string;
  updated_at: Timestamp;
}

/** Bookings as their events told them; 'released' is terminal, 'confirmed' beats 'held'. */
export interface SearchBookingsTable {
  booking_id: string;
  property_id: string;
  period: string;
  state: 'held' | 'confirmed' | 'released';
  expires_at: NullableTimestamp;
  /** When the latest release and the latest re-taking event (requested/confirmed) occurred. */
  released_at: NullableTimestamp;
  active_at: NullableTimestamp;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/**
 * A view or a save, once per visitor, listing and local day (202612301500 migration). `day` is
 * read as `YYYY-MM-DD` text through SQL; `visitor` is a salted hash, never an id.
 */
export interface ListingEventsTable {
  property_id: string;
  host_id: string;
  kind: 'view' | 'save';
  day: ColumnType<string, string, never>;
  visitor: string;
  occurred_at: ColumnType<Date, Date | string | undefined, never>;
}

/** The salt of one date's visitor hashes; deleted a few days later. */
export interface ListingEventSaltsTable {
  day: ColumnType<string, string, never>;
  salt: Generated<string>;
  created_at: ColumnType<Date, Date | string | undefined, never>;
}

/** Each published guest review counted in a listing's rating, once. */
export interface ListingReviewsTable {
  review_id: string;
  property_id: string;
  rating: number;
  published_at: Date;
}

export interface DB {
  properties: PropertiesTable;
  listing_reviews: ListingReviewsTable;
  listing_events: ListingEventsTable;
  listing_event_salts: ListingEventSaltsTable;
  search_documents: SearchDocumentsTable;
  search_calendars: SearchCalendarsTable;
  search_bookings: SearchBookingsTable;
  wishlists: WishlistsTable;
  wishlist_items: WishlistItemsTable;
  host_suspensions: HostSuspensionsTable;
}

export type PropertyRow = Selectable<PropertiesTable>;
export type NewPropertyRow = Insertable<PropertiesTable>;
export type PropertyUpdate = Updateable<PropertiesTable>;

export type WishlistRow = Selectable<WishlistsTable>;
