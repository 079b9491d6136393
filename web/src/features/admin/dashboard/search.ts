import { z } from 'zod';
import { ADMIN_DASHBOARD_DAYS, type AdminDashboardDays } from '@arrendo/contracts/web';

/**
 * `/admin/dashboard?days=30|90|365` (30 when left out). Anything else reads as missing, so a
 * hand-edited address shows the default rather than an error.
 */
const DashboardSearch = z.object({
  days: z.coerce
    .number()
    .refine((n): n is AdminDashboardDays => (ADMIN_DASHBOARD_DAYS as readonly number[]).includes(n))
    .optional()
    .catch(undefined),
});

export const DEFAULT_DASHBOARD_DAYS: AdminDashboardDays = 30;

export function parseDashboardSearch(search: Record<string, unknown>): AdminDashboardDays {
  return (
    (DashboardSearch.parse(search).days as AdminDashboardDays | undefined) ?? DEFAULT_DASHBOARD_DAYS
  );
}

/** The address's keys for a period: the default is left out. */
export function dashboardSearchOf(days: AdminDashboardDays): Record<string, unknown> {
  return { days: days === DEFAULT_DASHBOARD_DAYS ? undefined : days };
}
