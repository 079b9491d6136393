import type pg from 'pg';

export interface HostBookingsOptions {
  hostId: string;
  /** The host's listings: stays on homes, two-hour sessions on hourly spaces. */
  listings: readonly { id: string; listingType: 'home' | 'experience' }[];
  /** Bookings in all, spread evenly over the listings. */
  bookings: number;
  /** Guests the bookings go round robin over (real users: the dashboard shows their names). */
  guestIds: readonly string[];
  /** The listings' zone and the first day of the run, `YYYY-MM-DD` (about nine months back). */
  zone: string;
  firstDay: string;
}

/**
 * Days between consecutive bookings of one listing: a stay is at most 4 nights, so none overlap.
 * Listings start on staggered days, so every day of a month has bookings.
 */
export const STRIDE_DAYS = 5;

/**
 * A busy host's history and future in one statement, straight into `booking.bookings`: a bench
 * needs 20 000 bookings in seconds, which holds and payments through the services cannot give.
 * Every row satisfies the table's own constraints (no overlap, statuses and their columns); one
 * in ten is a request still to answer, one in ten declined, the rest confirmed. The quote holds
 * what the dashboard reads (the base) in the quote's shape.
 */
export async function insertHostBookings(pool: pg.Pool, o: HostBookingsOptions): Promise<number> {
  const perListing = Math.ceil(o.bookings / Math.max(o.listings.length, 1));
  const result = await pool.query(
    `INSERT INTO booking.bookings (
       id, property_id, host_id, guest_id, status, kind, guests, check_in, check_out, local_date,
       start_time, hours, time_zone, period, expires_at, listing, quote, total_clp,
       payment_state, payment_provider, paid_clp, confirmed_at, closed_at)
     SELECT gen_random_uuid(), l.id, $1, g.guests[1 + (l.n * $4 + k) % cardinality(g.guests)],
       s.status, s.kind, 2,
       CASE WHEN s.kind = 'stay' THEN s.day END,
       CASE WHEN s.kind = 'stay' THEN s.day + 1 + k % 4 END,
       CASE WHEN s.kind = 'hourly' THEN s.day END,
       CASE WHEN s.kind = 'hourly' THEN time '10:00' END,
       CASE WHEN s.kind = 'hourly' THEN 2 END,
       $5,
       CASE WHEN s.kind = 'stay'
         THEN tstzrange(s.day::timestamp AT TIME ZONE $5,
                        (s.day + 1 + k % 4)::timestamp AT TIME ZONE $5)
         ELSE tstzrange((s.day + time '10:00') AT TIME ZONE $5,
                        (s.day + time '12:00') AT TIME ZONE $5) END,
       CASE WHEN s.status = 'requested' THEN now() + interval '24 hours' END,
       jsonb_build_object('title', 'Bench ' || l.n, 'location', 'Santiago',
         'listingType', l.listing_type, 'coverUrl', null, 'refundPolicy', 'moderate',
         'instantBook', true, 'checkInTime', null, 'checkOutTime', null),
       jsonb_build_object('base', jsonb_build_object('amount', s.base, 'currency', 'CLP'),
         'total', jsonb_build_object('amount', s.base + s.base / 10, 'currency', 'CLP')),
       s.base + s.base / 10,
       CASE WHEN s.status = 'declined' THEN 'refunded' ELSE 'paid' END,
       'dev',
       CASE WHEN s.status = 'declined' THEN 0 ELSE s.base + s.base / 10 END,
       CASE WHEN s.status = 'confirmed' THEN now() END,
       CASE WHEN s.status = 'declined' THEN now() END
     FROM unnest($2::uuid[], $3::text[]) WITH ORDINALITY AS l(id, listing_type, n)
     CROSS JOIN generate_series(0, $4 - 1) AS k
     CROSS JOIN (SELECT $6::uuid[] AS guests) AS g
     CROSS JOIN LATERAL (
       SELECT $7::date + k * ${STRIDE_DAYS} + (l.n % ${STRIDE_DAYS})::int AS day,
         CASE WHEN l.listing_type = 'home' THEN 'stay' ELSE 'hourly' END AS kind,
         CASE k % 10 WHEN 8 THEN 'requested' WHEN 9 THEN 'declined' ELSE 'confirmed' END AS status,
         CASE WHEN l.listing_type = 'home' THEN 45000 * (1 + k % 4) ELSE 40000 END AS base
     ) AS s
     WHERE (l.n - 1) * $4 + k < $8`,
    [
      o.hostId,
      o.listings.map((l) => l.id),
      o.listings.map((l) => l.listingType),
      perListing,
      o.zone,
      o.guestIds,
      o.firstDay,
      o.bookings,
    ],
  );
  // As autovacuum would have long since: statistics, and the visibility map index-only scans use.
  await pool.query('VACUUM ANALYZE booking.bookings');
  return result.rowCount ?? 0;
}
