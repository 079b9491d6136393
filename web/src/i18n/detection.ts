import type { DetectorOptions } from 'i18next-browser-languagedetector';
import { FALLBACK_LANGUAGE, LANGUAGES } from '@arrendo/contracts/web';

export type Language = (typeof LANGUAGES)[number];
export const SUPPORTED_LANGUAGES: readonly Language[] = LANGUAGES;
export const DEFAULT_LANGUAGE: Language = FALLBACK_LANGUAGE;

/** Spec §1: query string `lng`, cookie, local storage, session storage, browser, html tag. */
export const detectionOptions: DetectorOptions = {
  order: ['querystring', 'cookie', 'localStorage', 'sessionStorage', 'navigator', 'htmlTag'],
  lookupQuerystring: 'lng',
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
