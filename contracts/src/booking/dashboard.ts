import { z } from 'zod';
import { IsoDate, Uuid } from '../common/ids.js';
import { BookingStatus } from './model.js';
import { BookingKind, LocalTime } from './slot.js';

/** A calendar month, `YYYY-MM` (months 01–12, years 1900–2999). */
export const IsoMonth = z
  .string()
  .regex(/^(19|2\d)\d{2}-(0[1-9]|1[0-2])$/, 'Please enter a month as YYYY-MM');
export type IsoMonth = z.infer<typeof IsoMonth>;

/**
 * The host's dashboard for one month (spec 2.13). `today` is the host's own calendar date (their
 * device's): it decides which month is "this month" for the figures, and the grid's highlight.
 */
export const HostDashboardRequest = z
  .object({
    month: IsoMonth,
    // The twelve months up to it are answered as IsoMonths: a year from 2000 keeps them in range.
    today: IsoDate.refine((d) => /^2\d{3}-/.test(d), 'Please enter a date between 2000 and 2999'),
  })
  .strict();
export type HostDashboardRequest = z.infer<typeof HostDashboardRequest>;

/**
 * One booking as the dashboard's calendar and day modal show it. Amounts are what the host earns
 * (the quote's base), in CLP; a booking without a usable price counts 0.
 */
export const HostDashboardBooking = z.object({
  id: Uuid,
  propertyId: Uuid,
  title: z.string(),
  guestId: Uuid,
  kind: BookingKind,
  status: BookingStatus,
  guests: z.number().int().positive(),
  /** Stays: the nights `[checkIn, checkOut)`. */
  checkIn: IsoDate.nullable(),
  checkOut: IsoDate.nullable(),
  /** Hourly spaces: the date, the start and the length. */
  date: IsoDate.nullable(),
  startTime: LocalTime.nullable(),
  hours: z.number().int().positive().nullable(),
  earningsClp: z.number().int().nonnegative(),
});
export type HostDashboardBooking = z.infer<typeof HostDashboardBooking>;

/** A day of the month's calendar: how many bookings cover it, and the first three by start. */
export const HostDashboardDay = z.object({
  date: IsoDate,
  count: z.number().int().positive(),
  bookings: z.array(HostDashboardBooking).max(3),
});
export type HostDashboardDay = z.infer<typeof HostDashboardDay>;

/** Bookings shown per day in the calendar's cell; the rest are '+N more' (spec 2.13). */
export const DASHBOARD_BOOKINGS_PER_DAY = 3;

/**
 * The figures count confirmed bookings only (spec 2.13, 6): revenue by the month a booking
 * starts in (the listing's local date), occupancy as the distinct nights of this month that a
 * confirmed stay covers over the month's days, rounded. `days` are the days of `month` that a
 * requested or confirmed booking covers (a stay each of its nights, an hourly booking its date):
 * a busy host has thousands of bookings a month, so a day's whole list is asked for apart
 * (`hostDay`).
 */
export const HostDashboard = z.object({
  month: IsoMonth,
  /** This month (the one holding `today`): what the host earns from bookings starting in it. */
  monthRevenueClp: z.number().int().nonnegative(),
  /** Every confirmed booking, ever. */
  totalRevenueClp: z.number().int().nonnegative(),
  /** Confirmed bookings that have not started yet. */
  upcomingCount: z.number().int().nonnegative(),
  /** 0–100. */
  occupancyPercent: z.number().int().min(0).max(100),
  /** The twelve months ending with this month, oldest first. */
  revenueByMonth: z.array(
    z.object({ month: IsoMonth, revenueClp: z.number().int().nonnegative() }),
  ),
  days: z.array(HostDashboardDay),
});
export type HostDashboard = z.infer<typeof HostDashboard>;

export const HostDayRequest = z.object({ date: IsoDate }).strict();
export type HostDayRequest = z.infer<typeof HostDayRequest>;

/** Every requested and confirmed booking of the caller's listings that covers `date`, by start. */
export const HostDay = z.object({ date: IsoDate, bookings: z.array(HostDashboardBooking) });
export type HostDay = z.infer<typeof HostDay>;
