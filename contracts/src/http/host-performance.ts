import { z } from 'zod';
import { IsoDate, Uuid } from '../common/ids.js';
import { ListingType } from '../domain/listing-types.js';
import { PERFORMANCE_RANGE_DAYS } from '../domain/performance.js';
import { PropertyStatus } from '../listing/property.js';

export {
  PERFORMANCE_RANGE_DAYS,
  RESPONSE_RATE_HOURS,
  type PerformanceRangeDays,
} from '../domain/performance.js';

/**
 * The host's performance page (signed in; each service reads only the caller's listings):
 *
 * | route | query / body | answer |
 * |---|---|---|
 * | GET /api/host/performance | `HostPerformanceQuery` | `HostPerformanceResponse`; 404 for a `listingId` that is not the caller's |
 * | POST /api/properties/:id/views | | 204 (anyone; counted once per visitor and day); 404 for a listing not on the market |
 */

const RANGE_MESSAGE = 'Please choose 30, 90 or 365 days';

export const PerformanceRange = z.literal(PERFORMANCE_RANGE_DAYS, { error: RANGE_MESSAGE });

/** `days`: the period ending today (30 by default); `listingId`: one listing, or all of them. */
export const HostPerformanceQuery = z
  .object({
    days: z.coerce.number({ error: RANGE_MESSAGE }).pipe(PerformanceRange).default(30),
    listingId: Uuid.optional(),
  })
  .strict();
export type HostPerformanceQuery = z.input<typeof HostPerformanceQuery>;

const count = z.number().int().nonnegative();

/**
 * The figures of a listing, or of a selection, over the period. `requests` are the bookings that
 * reached the host (paid requests and instant bookings), `confirmed` those confirmed now.
 * `conversion` is confirmed bookings per view (null without views; it can pass 1 when guests book
 * without opening the page, e.g. from a shared link's app). `responseRate` is the share of
 * requests whose answer was due (`responseDue`) that the host answered within
 * `RESPONSE_RATE_HOURS`; null when none was due (instant bookings need no answer).
 */
export const PerformanceFigures = z.object({
  views: count,
  saves: count,
  requests: count,
  confirmed: count,
  responseDue: count,
  answered: count,
  answeredInTime: count,
  conversion: z.number().nonnegative().nullable(),
  responseRate: z.number().min(0).max(1).nullable(),
});
export type PerformanceFigures = z.infer<typeof PerformanceFigures>;

/** One local date of the series (every date of the period is there, zeros included). */
export const PerformancePoint = z.object({
  date: IsoDate,
  views: count,
  saves: count,
  requests: count,
  confirmed: count,
});
export type PerformancePoint = z.infer<typeof PerformancePoint>;

export const PerformanceListing = z.object({
  id: Uuid,
  title: z.string().nullable(),
  listingType: ListingType.nullable(),
  status: PropertyStatus,
  deleted: z.boolean(),
  figures: PerformanceFigures,
});
export type PerformanceListing = z.infer<typeof PerformanceListing>;

export const HostPerformanceResponse = z.object({
  days: PerformanceRange,
  /** The period's first and last local dates, both included. */
  from: IsoDate,
  to: IsoDate,
  /** The listing the figures and the series are of; null: every listing together. */
  listingId: Uuid.nullable(),
  figures: PerformanceFigures,
  series: z.array(PerformancePoint),
  /** Every listing the host has had on the market, each with its own figures, newest first. */
  listings: z.array(PerformanceListing),
});
export type HostPerformanceResponse = z.infer<typeof HostPerformanceResponse>;
