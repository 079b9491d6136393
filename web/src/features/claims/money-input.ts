import { CURRENCY_EXPONENT, type Currency } from '@arrendo/contracts/web';

/**
 * What a person types in an amount field (major units: pesos, dollars) and the integer in minor
 * units the API takes. Strings throughout, never `parseFloat`: `19.99 × 100` is `1998.9999…` in
 * floating point, and CLP has no minor unit at all (a blind × 100 would claim 100 times too much).
 */
export type ParsedAmount =
  | { ok: true; minor: number }
  | { ok: false; reason: 'required' | 'invalid' | 'decimals' | 'zero' | 'too_large' };

function separators(locale: string): { group: string; decimal: string } {
  const parts = new Intl.NumberFormat(locale).formatToParts(12345.6);
  return {
    group: parts.find((p) => p.type === 'group')?.value ?? ',',
    decimal: parts.find((p) => p.type === 'decimal')?.value ?? '.',
  };
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Reads an amount typed in `locale` for `currency` into minor units.
 *
 * Accepted: plain digits (`45000`), digits grouped by threes with the locale's separator
 * (`45.000` in es-CL, `45,000` in en-US), and for currencies with decimals up to that many after
 * the locale's decimal separator (`19.99` / `19,99`). A currency symbol or code and spaces are
 * ignored. For a currency without decimals (CLP), `.` and `,` both group thousands whatever the
 * interface language: a Chilean reading the English pages still writes `45.000`, and a decimal
 * there can only be a mistake, so `45.5` is refused rather than guessed.
 */
export function parseMajorAmount(
  text: string,
  currency: Currency,
  locale: string,
  maxMinor: number = Number.MAX_SAFE_INTEGER,
): ParsedAmount {
  const exponent = CURRENCY_EXPONENT[currency];
  const cleaned = text
    .replace(/[\s\u00a0\u202f]/g, '')
    .replace(/^(CLP|USD|EUR|GBP|US)?[$€£]?/i, '')
    .replace(/(CLP|USD|EUR|GBP)$/i, '');
  if (cleaned === '') return { ok: false, reason: 'required' };

  let whole: string;
  let fraction = '';
  if (exponent === 0) {
    const grouped = /^\d{1,3}(?:([.,])\d{3})(?:\1\d{3})*$/.exec(cleaned);
    if (grouped) whole = cleaned.replace(/[.,]/g, '');
    else if (/^\d+$/.test(cleaned)) whole = cleaned;
    else if (/^\d+[.,]\d+$/.test(cleaned)) return { ok: false, reason: 'decimals' };
    else return { ok: false, reason: 'invalid' };
  } else {
    const { group, decimal } = separators(locale);
    const g = escape(group);
    const d = escape(decimal);
    const pattern = new RegExp(`^(\\d{1,3}(?:${g}\\d{3})+|\\d+)(?:${d}(\\d+))?$`);
    const match = pattern.exec(cleaned);
    if (!match) return { ok: false, reason: 'invalid' };
    whole = (match[1] ?? '').split(group).join('');
    fraction = match[2] ?? '';
    if (fraction.length > exponent) return { ok: false, reason: 'decimals' };
  }

  const digits = (whole + fraction.padEnd(exponent, '0')).replace(/^0+(?=\d)/, '');
  // Longer than any safe integer: too large, without trusting Number() on it.
  if (digits.length > 15) return { ok: false, reason: 'too_large' };
  const minor = Number(digits);
  if (minor === 0) return { ok: false, reason: 'zero' };
  if (minor > maxMinor) return { ok: false, reason: 'too_large' };
  return { ok: true, minor };
}

/**
 * Minor units as the field shows them again (`45.000`, `19,99`): grouped, the currency's decimals,
 * no symbol (the field's label carries the currency).
 */
export function formatMajorAmount(minor: number, currency: Currency, locale: string): string {
  const exponent = CURRENCY_EXPONENT[currency];
  return new Intl.NumberFormat(locale, {
    minimumFractionDigits: exponent,
    maximumFractionDigits: exponent,
  }).format(minor / 10 ** exponent);
}
