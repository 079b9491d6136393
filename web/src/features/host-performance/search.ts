import { z } from 'zod';
import { PERFORMANCE_RANGE_DAYS, Uuid, type PerformanceRangeDays } from '@arrendo/contracts/web';

/**
 * `/host/performance`'s address: `?days=30|90|365&listing=<uuid>`, each optional (30 days, every
 * listing). A value that is not what its key holds reads as missing, so a hand-edited address
 * shows the default rather than an error. The page reads it itself (use-url-search.ts), as the
 * dashboard and the calendar do: the route file stays out of the entry.
 */
const HostPerformanceSearch = z.object({
  days: z.coerce
    .number()
    .refine((n): n is PerformanceRangeDays =>
      (PERFORMANCE_RANGE_DAYS as readonly number[]).includes(n),
    )
    .optional()
    .catch(undefined),
  listing: Uuid.optional().catch(undefined),
});

export interface PerformanceSearch {
  days: PerformanceRangeDays;
  /** One listing, or null: all of them. */
  listingId: string | null;
}

export const DEFAULT_RANGE: PerformanceRangeDays = 30;

export function parsePerformanceSearch(search: Record<string, unknown>): PerformanceSearch {
  const parsed = HostPerformanceSearch.parse(search);
  return {
    days: (parsed.days as PerformanceRangeDays | undefined) ?? DEFAULT_RANGE,
    listingId: parsed.listing ?? null,
  };
}

/** The address's keys for a choice: the defaults are left out (the page's own address). */
export function performanceSearchOf(choice: PerformanceSearch): Record<string, unknown> {
  return {
    days: choice.days === DEFAULT_RANGE ? undefined : choice.days,
    listing: choice.listingId ?? undefined,
  };
}
