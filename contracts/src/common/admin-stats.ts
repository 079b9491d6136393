import { z } from 'zod';
import { daysBetween } from './local-dates.js';
import { IsoDate } from './ids.js';

/**
 * The admin dashboard's per-service figures (`rpc.<service>.admin.stats`, admins only; the BFF's
 * `GET /api/admin/dashboard` asks every service at once). Each service counts its own rows over
 * the platform's local dates `[from, to]` (America/Santiago, `DEFAULT_TIME_ZONE`), both included;
 * its daily series has every one of those dates, zeros included, oldest first.
 */

/** The longest period one read may cover (the dashboard offers 30, 90 and 365 days). */
export const ADMIN_STATS_SPAN_MAX_DAYS = 366;

export const AdminStatsRequest = z
  .object({ from: IsoDate, to: IsoDate })
  .strict()
  .refine((r) => r.to >= r.from, { path: ['to'], message: 'The end must not be before the start' })
  .refine((r) => daysBetween(r.from, r.to) < ADMIN_STATS_SPAN_MAX_DAYS, {
    path: ['from'],
    message: `Ask for at most ${ADMIN_STATS_SPAN_MAX_DAYS} days`,
  });
export type AdminStatsRequest = z.input<typeof AdminStatsRequest>;

const count = z.number().int().nonnegative();

/** One local date and its count. */
export const AdminStatsDay = z.object({ date: IsoDate, value: z.number().int() });
export type AdminStatsDay = z.infer<typeof AdminStatsDay>;

/** Identity: accounts not deleted, and sign-ups per day (deleted ones included: they signed up). */
export const IdentityAdminStats = z.object({
  total: count,
  newInPeriod: count,
  newUsers: z.array(AdminStatsDay),
});
export type IdentityAdminStats = z.infer<typeof IdentityAdminStats>;

/** Listing: listings not deleted, by status now. */
export const ListingAdminStats = z.object({
  total: count,
  published: count,
  draft: count,
  unlisted: count,
});
export type ListingAdminStats = z.infer<typeof ListingAdminStats>;

/**
 * Booking: bookings confirmed (by when they were confirmed, a later cancellation included) and
 * cancelled in the period; `upcoming`: confirmed now and not begun yet.
 */
export const BookingAdminStats = z.object({
  confirmedInPeriod: count,
  cancelledInPeriod: count,
  upcoming: count,
  confirmed: z.array(AdminStatsDay),
});
export type BookingAdminStats = z.infer<typeof BookingAdminStats>;

/**
 * Payment, CLP: the platform-fee ledger over the period (fees net of those given back on
 * refunds, and the IVA on them) and what hosts are owed now: `upcoming` (not released yet),
 * `ready` (released, in no payout; below zero after a refund), `scheduled` (in a payout on its
 * way); `paidInPeriod`: payouts marked paid in the period.
 */
export const PaymentAdminStats = z.object({
  currency: z.literal('CLP'),
  platformFees: z.number().int(),
  vat: z.number().int(),
  payoutsUpcoming: z.number().int(),
  payoutsReady: z.number().int(),
  payoutsScheduled: z.number().int(),
  paidInPeriod: z.number().int(),
  fees: z.array(AdminStatsDay),
});
export type PaymentAdminStats = z.infer<typeof PaymentAdminStats>;
