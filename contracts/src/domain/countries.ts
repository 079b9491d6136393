import { z } from 'zod';

/** Spec §3 country list; Chile is the default. Names live in the web catalogues. */
export const COUNTRIES = [
  { code: 'CL', dialCode: '+56' },
  { code: 'AR', dialCode: '+54' },
  { code: 'PE', dialCode: '+51' },
  { code: 'CO', dialCode: '+57' },
  { code: 'MX', dialCode: '+52' },
  { code: 'US', dialCode: '+1' },
  { code: 'ES', dialCode: '+34' },
  { code: 'BR', dialCode: '+55' },
] as const;

export type CountryCode = (typeof COUNTRIES)[number]['code'];
export const CountryCode = z.enum(COUNTRIES.map((c) => c.code) as [CountryCode, ...CountryCode[]]);
export const DEFAULT_COUNTRY: CountryCode = 'CL';

export function dialCodeOf(code: CountryCode): string {
  return COUNTRIES.find((c) => c.code === code)?.dialCode ?? '+56';
}
