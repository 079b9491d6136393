import { z } from 'zod';
import { defineRpc, healthRpc } from '../common/rpc.js';
import { IsoDate, Uuid } from '../common/ids.js';
import { Currency } from '../common/money.js';
import { GuestCount, LocalTime, MAX_BOOKING_HOURS } from '../booking/slot.js';
import { ExchangeRates, PlatformSettings, Quote, ServiceFeePercent } from './model.js';

/** The booked slot, as a guest picks it: nights for a home, a start and hours for an hourly space. */
export const StaySlot = z
  .object({ checkIn: IsoDate, checkOut: IsoDate })
  .strict()
  .refine((r) => r.checkOut > r.checkIn, {
    path: ['checkOut'],
    message: 'Check-out must be after check-in',
  });
export const HourlySlot = z
  .object({
    date: IsoDate,
    startTime: LocalTime,
    hours: z.number().int().min(1, 'At least one hour').max(MAX_BOOKING_HOURS),
  })
  .strict();
export const QuoteSlot = z.union([StaySlot, HourlySlot]);
export type QuoteSlot = z.infer<typeof QuoteSlot>;

/**
 * A quote for a published listing (or the host's/admin's preview). The pricing service reads the
 * listing's price and fees from the listing service itself: nobody sends it a price. A slot of
 * the wrong shape for the listing (nights for an hourly space) is VALIDATION on that field.
 */
export const QuoteRequest = z
  .object({
    propertyId: Uuid,
    slot: QuoteSlot,
    guests: GuestCount,
    currency: Currency.default('CLP'),
  })
  .strict();
export type QuoteRequest = z.input<typeof QuoteRequest>;

export const EmptyRequest = z.object({}).strict();
/** A partial change (at least one field); the service audits what it changed. */
export const UpdateSettingsRequest = z
  .object({
    serviceFeePercent: ServiceFeePercent.optional(),
    showTaxIncludedByDefault: z.boolean().optional(),
  })
  .strict()
  .refine((r) => Object.values(r).some((v) => v !== undefined), 'Change at least one setting');
export type UpdateSettingsRequest = z.infer<typeof UpdateSettingsRequest>;

/**
 * The pricing service: quotes, exchange rates (fetched from `RATES_API_URL`, cached an hour,
 * fallback table), platform settings (admin).
 */
export const PricingRpc = {
  health: healthRpc('pricing'),
  quote: defineRpc('rpc.pricing.quote.compute', QuoteRequest, Quote),
  rates: defineRpc('rpc.pricing.rates.get', EmptyRequest, ExchangeRates),
  /** Anyone may read the fee (checkout says "Service fee (10%)"); admins only may change it. */
  getSettings: defineRpc('rpc.pricing.settings.get', EmptyRequest, PlatformSettings),
  updateSettings: defineRpc('rpc.pricing.settings.update', UpdateSettingsRequest, PlatformSettings),
} as const;
