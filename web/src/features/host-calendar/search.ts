import { z } from 'zod';
import { IsoDate, Uuid } from '@arrendo/contracts/web';
import { isDashboardMonth } from '@/features/host-dashboard/month';

/**
 * `/host/calendar`'s address: `?listing=<uuid>&month=YYYY-MM&date=YYYY-MM-DD`, each optional.
 * A value that is not what its key holds reads as missing, so a hand-edited address shows the
 * default (the first listing, this month, today) rather than an error. The page reads it itself
 * (use-url-search.ts), as the dashboard reads its month: the route file stays out of the entry.
 */
export const HostCalendarSearch = z.object({
  listing: Uuid.optional().catch(undefined),
  month: z.string().refine(isDashboardMonth).optional().catch(undefined),
  date: IsoDate.optional().catch(undefined),
});
export type HostCalendarSearch = z.output<typeof HostCalendarSearch>;

export function parseHostCalendarSearch(search: Record<string, unknown>): HostCalendarSearch {
  return HostCalendarSearch.parse(search);
}
