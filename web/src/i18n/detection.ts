import { FALLBACK_LANGUAGE, LANGUAGES } from '@arrendo/contracts/web';
import type { DetectionOptions } from './language-detector';

export type Language = (typeof LANGUAGES)[number];
export const SUPPORTED_LANGUAGES: readonly Language[] = LANGUAGES;
export const DEFAULT_LANGUAGE: Language = FALLBACK_LANGUAGE;

/** The query parameter that names a language, and also the longitude of a search (spec §7). */
export const LANGUAGE_QUERY_PARAM = 'lng';

/**
 * The language in a query string, only when `lng` is a supported language code (`es`, `en`,
 * `es-CL`): a search URL's `lng=-70.66` is a longitude and must not pick the language.
 */
export function languageFromQuery(search: string): Language | undefined {
  return languageCode(new URLSearchParams(search).get(LANGUAGE_QUERY_PARAM));
}

/** The supported language a language code names (`es`, `EN`, `es-CL`); nothing for any other value. */
export function languageCode(value: string | null): Language | undefined {
  const code = value?.trim() ?? '';
  if (!/^[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8})*$/.test(code)) return undefined;
  const base = code.split('-')[0]?.toLowerCase();
  return isLanguage(base) ? base : undefined;
}

/** Spec §1: query string `lng` (only a language code), cookie, local storage, session storage, browser, html tag. */
export const detectionOptions: DetectionOptions = {
  order: [
    'querystringLanguage',
    'cookie',
    'localStorage',
    'sessionStorage',
    'navigator',
    'htmlTag',
  ],
  lookupQuerystring: LANGUAGE_QUERY_PARAM,
  lookupCookie: 'i18next',
  lookupLocalStorage: 'i18nextLng',
  lookupSessionStorage: 'i18nextLng',
  caches: ['localStorage'],
  queryLanguage: languageCode,
  // Browsers report regional tags ("es-CL"); the catalogues are per language.
  convertDetectedLanguage: (lng: string) => lng.split('-')[0]?.toLowerCase() ?? lng,
};

export function isLanguage(value: string | undefined): value is Language {
  return value !== undefined && (SUPPORTED_LANGUAGES as readonly string[]).includes(value);
}

/** The BCP 47 tag used for number and date formatting. */
export const FORMAT_LOCALE: Record<Language, string> = { en: 'en-US', es: 'es-CL' };
