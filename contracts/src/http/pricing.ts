import { z } from 'zod';
import { IsoDate } from '../common/ids.js';
import { Currency } from '../common/money.js';
import { GuestCount, LocalTime, MAX_BOOKING_HOURS } from '../booking/slot.js';

/**
 * Pricing over HTTP (public):
 *
 * | route | query | answer |
 * |---|---|---|
 * | GET /api/properties/:id/quote | `QuoteQuery` | `Quote` (400 naming the parameter) |
 * | GET /api/rates | | `ExchangeRates` (cached 5 minutes) |
 * | GET /api/fees | | `PlatformFees`: the admin's service fee and the IVA on it (cached 1 minute) |
 *
 * `QuoteQuery` is flat: `checkIn` + `checkOut` for a home, `date` + `startTime` + `hours` for an
 * hourly space; which one the listing needs is the service's answer (400 on the field).
 */
export const QuoteQuery = z
  .object({
    checkIn: IsoDate.optional(),
    checkOut: IsoDate.optional(),
    date: IsoDate.optional(),
    startTime: LocalTime.optional(),
    hours: z.coerce.number().int().min(1).max(MAX_BOOKING_HOURS).optional(),
    guests: z.coerce.number().pipe(GuestCount).default(1),
    currency: Currency.default('CLP'),
  })
  .strict()
  .superRefine((q, ctx) => {
    const stay = q.checkIn !== undefined || q.checkOut !== undefined;
    const hourly = q.date !== undefined || q.startTime !== undefined || q.hours !== undefined;
    if (stay && hourly) {
      ctx.addIssue({ code: 'custom', path: ['date'], message: 'Send dates or a time, not both' });
    } else if (stay) {
      if (!q.checkIn) ctx.addIssue({ code: 'custom', path: ['checkIn'], message: 'Required' });
      if (!q.checkOut) ctx.addIssue({ code: 'custom', path: ['checkOut'], message: 'Required' });
      if (q.checkIn && q.checkOut && q.checkOut <= q.checkIn) {
        ctx.addIssue({
          code: 'custom',
          path: ['checkOut'],
          message: 'Check-out must be after check-in',
        });
      }
    } else if (hourly) {
      for (const key of ['date', 'startTime', 'hours'] as const) {
        if (q[key] === undefined)
          ctx.addIssue({ code: 'custom', path: [key], message: 'Required' });
      }
    } else {
      ctx.addIssue({ code: 'custom', path: ['checkIn'], message: 'Choose dates or a time' });
    }
  });
export type QuoteQuery = z.input<typeof QuoteQuery>;

/** What the web sends as `QuoteQuery` (one of the two slot shapes). */
export type QuoteParams = (
  { checkIn: string; checkOut: string } | { date: string; startTime: string; hours: number }
) & { guests: number; currency: Currency };

/** The request slot a valid `QuoteQuery` names. */
export function slotFromQuoteQuery(
  q: z.output<typeof QuoteQuery>,
): { checkIn: string; checkOut: string } | { date: string; startTime: string; hours: number } {
  if (q.checkIn && q.checkOut) return { checkIn: q.checkIn, checkOut: q.checkOut };
  if (q.date && q.startTime && q.hours) {
    return { date: q.date, startTime: q.startTime, hours: q.hours };
  }
  throw new Error('slotFromQuoteQuery: the query was not validated');
}
