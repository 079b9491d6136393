import { z } from 'zod';
import { IsoDate, Uuid } from '../common/ids.js';
import { PerformanceSpanRequest } from '../domain/performance.js';

/**
 * The caller's booking requests over the local dates `[from, to]` (each listing's zone), by the
 * date a request reached the host; `propertyId` narrows the day series.
 */
export const HostPerformanceRequest = PerformanceSpanRequest;
export type HostPerformanceRequest = z.input<typeof HostPerformanceRequest>;

const count = z.number().int().nonnegative();

/**
 * - `requests`: bookings that reached the host: paid requests, and instant bookings (confirmed
 *   when paid). Unpaid holds are not requests.
 * - `confirmed`: of those, the ones confirmed now (a later cancellation takes one out).
 * - `responseDue`: requests of request-to-book listings whose answer was due: answered, or left
 *   unanswered until they lapsed. Requests the guest withdrew before an answer, or that closed
 *   with their listing, are not counted.
 * - `answered`: accepted or declined by the host; `answeredInTime`: within
 *   `RESPONSE_RATE_HOURS` of arriving.
 */
export const BookingPerformanceCounts = z.object({
  requests: count,
  confirmed: count,
  responseDue: count,
  answered: count,
  answeredInTime: count,
});
export type BookingPerformanceCounts = z.infer<typeof BookingPerformanceCounts>;

export const BookingPerformanceListing = BookingPerformanceCounts.extend({ propertyId: Uuid });
export type BookingPerformanceListing = z.infer<typeof BookingPerformanceListing>;

export const BookingPerformanceDay = BookingPerformanceCounts.extend({ date: IsoDate });
export type BookingPerformanceDay = z.infer<typeof BookingPerformanceDay>;

export const HostBookingPerformance = z.object({
  /** Each listing with any request in the span (others have none). */
  listings: z.array(BookingPerformanceListing),
  /** Dates with any request, ascending: of `propertyId` when given, else of every listing. */
  days: z.array(BookingPerformanceDay),
});
export type HostBookingPerformance = z.infer<typeof HostBookingPerformance>;
