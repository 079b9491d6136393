import { z } from 'zod';
import { IsoDate } from '../common/ids.js';

/**
 * The admin dashboard (admins only; each service checks the role again):
 *
 * | route | query | answer |
 * |---|---|---|
 * | GET /api/admin/dashboard | `AdminDashboardQuery` | `AdminDashboardResponse` |
 *
 * Every section is asked for at once; one that did not answer is `{ status: 'unavailable' }`
 * and the rest of the page still shows (a 200, not a 503). Dates are the platform's local
 * dates (America/Santiago); money is CLP in whole pesos.
 */

export const ADMIN_DASHBOARD_DAYS = [30, 90, 365] as const;
export type AdminDashboardDays = (typeof ADMIN_DASHBOARD_DAYS)[number];

const DAYS_MESSAGE = 'Please choose 30, 90 or 365 days';

/** `days`: the period ending today (30 by default). */
export const AdminDashboardQuery = z
  .object({
    days: z.coerce
      .number({ error: DAYS_MESSAGE })
      .pipe(z.literal(ADMIN_DASHBOARD_DAYS, { error: DAYS_MESSAGE }))
      .default(30),
  })
  .strict();
export type AdminDashboardQuery = z.input<typeof AdminDashboardQuery>;

const count = z.number().int().nonnegative();
const clp = z.number().int();

const Unavailable = z.object({ status: z.literal('unavailable') });

/** A section's figures, or the marker that its service did not answer. */
function section<T extends z.ZodRawShape>(shape: T) {
  return z.discriminatedUnion('status', [
    z.object({ status: z.literal('ok'), ...shape }),
    Unavailable,
  ]);
}

export const AdminDashboardUsers = section({ total: count, newInPeriod: count });
export type AdminDashboardUsers = z.infer<typeof AdminDashboardUsers>;

export const AdminDashboardListings = section({
  total: count,
  published: count,
  draft: count,
  unlisted: count,
});
export type AdminDashboardListings = z.infer<typeof AdminDashboardListings>;

export const AdminDashboardBookings = section({
  confirmedInPeriod: count,
  cancelledInPeriod: count,
  upcoming: count,
});
export type AdminDashboardBookings = z.infer<typeof AdminDashboardBookings>;

/**
 * The platform's fees over the period (net of those given back on refunds) and their IVA; what
 * hosts are owed now (`owed` = `upcoming` + `ready` + `scheduled`) and what was paid them.
 */
export const AdminDashboardMoney = section({
  currency: z.literal('CLP'),
  platformFees: clp,
  vat: clp,
  owed: clp,
  payoutsUpcoming: clp,
  payoutsReady: clp,
  payoutsScheduled: clp,
  paidInPeriod: clp,
});
export type AdminDashboardMoney = z.infer<typeof AdminDashboardMoney>;

/** One BullMQ queue's jobs by state now (`<service>.<queue>`). */
export const AdminQueueHealth = z.object({
  name: z.string(),
  waiting: count,
  active: count,
  delayed: count,
  failed: count,
});
export type AdminQueueHealth = z.infer<typeof AdminQueueHealth>;

export const AdminDashboardQueues = section({ queues: z.array(AdminQueueHealth) });
export type AdminDashboardQueues = z.infer<typeof AdminDashboardQueues>;

/**
 * Failed work no operator has retried, over the services that answered; `unavailable` lists
 * those that did not (their letters are not in `unresolved`). Unavailable only when none did.
 */
export const AdminDashboardDeadLetters = section({
  unresolved: count,
  unavailableServices: z.array(z.string()),
});
export type AdminDashboardDeadLetters = z.infer<typeof AdminDashboardDeadLetters>;

/** One local date of the chart: null where that section is unavailable. */
export const AdminDashboardPoint = z.object({
  date: IsoDate,
  newUsers: count.nullable(),
  bookingsConfirmed: count.nullable(),
  platformFees: clp.nullable(),
});
export type AdminDashboardPoint = z.infer<typeof AdminDashboardPoint>;

export const AdminDashboardResponse = z.object({
  days: z.literal(ADMIN_DASHBOARD_DAYS),
  /** The period's first and last local dates, both included. */
  from: IsoDate,
  to: IsoDate,
  users: AdminDashboardUsers,
  listings: AdminDashboardListings,
  bookings: AdminDashboardBookings,
  money: AdminDashboardMoney,
  queues: AdminDashboardQueues,
  deadLetters: AdminDashboardDeadLetters,
  /** Every date of the period, oldest first. */
  series: z.array(AdminDashboardPoint),
});
export type AdminDashboardResponse = z.infer<typeof AdminDashboardResponse>;
