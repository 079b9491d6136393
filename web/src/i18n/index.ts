import i18next from 'i18next';
import type { i18n as I18n } from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, SUPPORTED_LANGUAGES, detectionOptions, isLanguage } from './detection';
import type { Language } from './detection';
import { namespaces, resources } from './resources';

export { FORMAT_LOCALE, SUPPORTED_LANGUAGES, isLanguage } from './detection';
export type { Language } from './detection';

/** Builds a configured instance; the app uses the shared one below, tests make their own. */
export function createI18n(): { instance: I18n; ready: Promise<unknown> } {
  const instance = i18next.createInstance();
  instance.on('languageChanged', (lng) => {
    if (typeof document !== 'undefined') document.documentElement.lang = lng;
  });
  const ready = instance
    .use(LanguageDetector)
    .use(initReactI18next)
    .init({
      resources,
      ns: namespaces,
      defaultNS: 'common',
      fallbackNS: 'common',
      fallbackLng: DEFAULT_LANGUAGE,
      supportedLngs: [...SUPPORTED_LANGUAGES],
      nonExplicitSupportedLngs: true,
      load: 'languageOnly',
      detection: detectionOptions,
      interpolation: { escapeValue: false },
      returnNull: false,
      // Catalogues are bundled, so initialising synchronously avoids a first render without text.
      initAsync: false,
      react: { useSuspense: false },
    });
  return { instance, ready };
}

const created = createI18n();
export const i18n = created.instance;
export const i18nReady = created.ready;

/** The active supported language (never a regional tag, never unsupported). */
export function currentLanguage(instance: I18n = i18n): Language {
  const lng = instance.resolvedLanguage ?? instance.language;
  return isLanguage(lng) ? lng : DEFAULT_LANGUAGE;
}
