import { z } from 'zod';
import { IsoDateTime, Uuid } from '../common/ids.js';
import { Currency } from '../common/money.js';
import { PriceUnit } from '../domain/listing-types.js';
import { BookingKind } from '../booking/slot.js';

/**
 * Whole Chilean pesos (CLP has no minor unit). Every amount a guest is charged is computed and
 * charged in CLP, the listings' currency; other currencies are shown converted (decision 0013).
 */
export const ClpAmount = z.object({
  amount: z.number().int().nonnegative(),
  currency: z.literal('CLP'),
});
export type ClpAmount = z.infer<typeof ClpAmount>;

export const QuoteExtraFee = z.object({ name: z.string(), amount: ClpAmount });
export type QuoteExtraFee = z.infer<typeof QuoteExtraFee>;

/**
 * What a booking costs (decisions.md "Money", decision 0029; `guestAmounts` in `amounts.ts`):
 *
 * - `subtotal` = `units` × `unitPrice` (nights for stays, hours for hourly spaces);
 * - `base` = `subtotal` + the host's `extraFees` (each charged once per booking): what the host earns;
 * - `serviceFee` = `serviceFeePercent` (platform setting, 10) of `base`, rounded half up;
 * - `vat` = `vatPercent` (19) of `serviceFee` only, rounded half up: IVA on Arrendo's service,
 *   never on the host's price, which is final;
 * - `total` = `base` + `serviceFee` + `vat`: exactly what the guest pays, in CLP.
 *
 * `display` converts for people who chose another currency: each line is `amount × rate`
 * rounded to that currency's minor unit; what is charged stays the CLP `total`.
 */
export const Quote = z.object({
  propertyId: Uuid,
  kind: BookingKind,
  unit: PriceUnit,
  units: z.number().int().positive(),
  unitPrice: ClpAmount,
  subtotal: ClpAmount,
  extraFees: z.array(QuoteExtraFee),
  base: ClpAmount,
  serviceFeePercent: z.number().min(0).max(100),
  serviceFee: ClpAmount,
  vatPercent: z.number().min(0).max(100),
  vat: ClpAmount,
  total: ClpAmount,
  display: z.object({
    currency: Currency,
    /** 1 CLP in `currency` (1 when `currency` is CLP). */
    rate: z.number().positive(),
    /** When that rate was fetched; null when it comes from the fallback table. */
    ratesAt: IsoDateTime.nullable(),
  }),
});
export type Quote = z.infer<typeof Quote>;

/** Pairs keyed like the web's currency store, `USD_CLP`. */
export const RatePairKey = z.string().regex(/^(CLP|USD|EUR|GBP)_(CLP|USD|EUR|GBP)$/);

export const RatesSource = z.enum(['live', 'fallback']);
export type RatesSource = z.infer<typeof RatesSource>;

/** Every pair among USD, CLP, EUR, GBP (both directions), as the spec's lookup order expects. */
export const ExchangeRates = z.object({
  rates: z.record(RatePairKey, z.number().positive()),
  /** Last successful fetch; null while only the fallback table is known. */
  fetchedAt: IsoDateTime.nullable(),
  source: RatesSource,
});
export type ExchangeRates = z.infer<typeof ExchangeRates>;

/**
 * What every guest-facing price adds to a host's (`GET /api/fees`, public): the service fee an
 * admin set and the IVA charged on that fee. The wizard's preview and the 'prices with taxes'
 * toggle read it, so they follow the admin's setting as quotes do.
 */
export const PlatformFees = z.object({
  serviceFeePercent: z.number().min(0).max(30),
  vatPercent: z.number().int().min(0).max(100),
  /**
   * Whether prices are shown with the fee and its IVA until the visitor chooses (the footer's
   * 'prices with taxes' toggle): the admin's VAT display default. Older answers lack it: off.
   */
  showTaxIncludedByDefault: z.boolean().default(false),
});
export type PlatformFees = z.infer<typeof PlatformFees>;
/** What pricing a guest's amount needs of `PlatformFees`: the fee and the IVA on it. */
export type PlatformFeeRates = Pick<PlatformFees, 'serviceFeePercent' | 'vatPercent'>;

/** The service fee an admin may set: 0–30 %, at most two decimals (it is kept in basis points). */
export const ServiceFeePercent = z
  .number('Enter a percentage')
  .min(0, 'Enter a fee of at least 0%')
  .max(30, 'Enter a fee of at most 30%')
  .refine((p) => Number.isInteger(Math.round(p * 1e6) / 1e4), 'Use at most two decimals');

/** Pricing's platform settings (`/admin/settings`, with booking's): the fee and the VAT display. */
export const PlatformSettings = z.object({
  serviceFeePercent: z.number().min(0).max(30),
  /** The 'prices with taxes' toggle's state for visitors who never touched it. */
  showTaxIncludedByDefault: z.boolean(),
  updatedAt: IsoDateTime.nullable(),
});
export type PlatformSettings = z.infer<typeof PlatformSettings>;
