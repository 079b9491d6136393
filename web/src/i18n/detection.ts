import type { CustomDetector, DetectorOptions } from 'i18next-browser-languagedetector';
import { FALLBACK_LANGUAGE, LANGUAGES } from '@arrendo/contracts/web';

export type Language = (typeof LANGUAGES)[number];
export const SUPPORTED_LANGUAGES: readonly Language[] = LANGUAGES;
export const DEFAULT_LANGUAGE: Language = FALLBACK_LANGUAGE;

/** The query parameter that names a language, and also the longitude of a search (spec §7). */
export const LANGUAGE_QUERY_PARAM = 'lng';
export const QUERY_LANGUAGE_DETECTOR = 'querystringLanguage';

/**
 * The language in a query string, only when `lng` is a supported language code (`es`, `en`,
 * `es-CL`): a search URL's `lng=-70.66` is a longitude and must not pick the language.
 */
export function languageFromQuery(search: string): Language | undefined {
  const value = new URLSearchParams(search).get(LANGUAGE_QUERY_PARAM)?.trim() ?? '';
  if (!/^[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8})*$/.test(value)) return undefined;
  const base = value.split('-')[0]?.toLowerCase();
  return isLanguage(base) ? base : undefined;
}

/** Replaces the library's `querystring` detector, which takes any value of `lng`. */
export const queryLanguageDetector: CustomDetector = {
  name: QUERY_LANGUAGE_DETECTOR,
  lookup: () =>
    typeof window === 'undefined' ? undefined : languageFromQuery(window.location.search),
};

/**
 * Spec §1: query string `lng`, cookie, local storage, session storage, browser, html tag; the
 * query string through `queryLanguageDetector`.
 */
export const detectionOptions: DetectorOptions = {
  order: [
    QUERY_LANGUAGE_DETECTOR,
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
  // Browsers report regional tags ("es-CL"); the catalogues are per language.
  convertDetectedLanguage: (lng: string) => lng.split('-')[0]?.toLowerCase() ?? lng,
};

export function isLanguage(value: string | undefined): value is Language {
  return value !== undefined && (SUPPORTED_LANGUAGES as readonly string[]).includes(value);
}

/** The BCP 47 tag used for number and date formatting. */
export const FORMAT_LOCALE: Record<Language, string> = { en: 'en-US', es: 'es-CL' };
