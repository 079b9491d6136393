import { z } from 'zod';

export const Currency = z.enum(['CLP', 'USD', 'EUR', 'GBP']);
export type Currency = z.infer<typeof Currency>;

/** ISO 4217 minor-unit exponent: CLP has no minor unit. Never multiply by 100 blindly. */
export const CURRENCY_EXPONENT: Record<Currency, number> = { CLP: 0, USD: 2, EUR: 2, GBP: 2 };

export const CURRENCY_SYMBOL: Record<Currency, string> = {
  USD: '$',
  CLP: 'CLP$',
  EUR: '€',
  GBP: '£',
};

export const DEFAULT_CURRENCY: Currency = 'CLP';

/** An amount in the currency's minor unit (integer) with its ISO code. */
export const Money = z.object({
  amount: z.number().int(),
  currency: Currency,
});
export type Money = z.infer<typeof Money>;

export function money(amount: number, currency: Currency): Money {
  if (!Number.isInteger(amount)) throw new Error(`Money amount must be an integer, got ${amount}`);
  return { amount, currency };
}

/** Minor units → major units as a decimal number, for display only. */
export function toMajorUnits(m: Money): number {
  return m.amount / 10 ** CURRENCY_EXPONENT[m.currency];
}

/** Major units (what a person types) → minor units, rounded half away from zero. */
export function fromMajorUnits(major: number, currency: Currency): Money {
  const factor = 10 ** CURRENCY_EXPONENT[currency];
  const scaled = major * factor;
  return money(Math.sign(scaled) * Math.round(Math.abs(scaled)), currency);
}

/** Formats for people: `CLP$45.000`, `$48`, `€12.50` according to the locale. */
export function formatMoney(
  m: Money,
  locale: string,
  options: { decimals?: boolean } = {},
): string {
  const exponent = CURRENCY_EXPONENT[m.currency];
  const digits = options.decimals === false ? 0 : exponent;
  const number = new Intl.NumberFormat(locale, {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(toMajorUnits(m));
  return `${CURRENCY_SYMBOL[m.currency]}${number}`;
}
