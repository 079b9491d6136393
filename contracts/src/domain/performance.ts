import { z } from 'zod';
import { IsoDate, Uuid } from '../common/ids.js';
import { daysBetween } from '../common/local-dates.js';

/** The periods the host's performance page offers: this many days, ending today. */
export const PERFORMANCE_RANGE_DAYS = [30, 90, 365] as const;
export type PerformanceRangeDays = (typeof PERFORMANCE_RANGE_DAYS)[number];

/** The longest span one performance read may cover, both ends included (a leap year). */
export const PERFORMANCE_SPAN_MAX_DAYS = 366;

/**
 * A request answered within this many hours of its arrival counts for the host's response rate
 * (the usual marketplace measure). Requests lapse after `REQUEST_RESPONSE_HOURS` (also 24 today);
 * the two are kept apart so that changing how long a request waits does not redefine the rate.
 */
export const RESPONSE_RATE_HOURS = 24;

/**
 * A performance read: the local dates `[from, to]`, both included (each listing's counts by its
 * own time zone's dates), at most `PERFORMANCE_SPAN_MAX_DAYS` of them; `propertyId` narrows the
 * day series to one of the caller's listings.
 */
export const PerformanceSpanRequest = z
  .object({ from: IsoDate, to: IsoDate, propertyId: Uuid.optional() })
  .strict()
  .refine((r) => r.to >= r.from, { path: ['to'], message: 'The end must not be before the start' })
  .refine((r) => daysBetween(r.from, r.to) < PERFORMANCE_SPAN_MAX_DAYS, {
    path: ['from'],
    message: `Ask for at most ${PERFORMANCE_SPAN_MAX_DAYS} days`,
  });
export type PerformanceSpanRequest = z.input<typeof PerformanceSpanRequest>;
