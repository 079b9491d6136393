import i18next from 'i18next';
import type { BackendModule, i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, SUPPORTED_LANGUAGES, detectionOptions, isLanguage } from './detection';
import { createLanguageDetector } from './language-detector';
import type { Language } from './detection';
import { fetchedNamespaces, loadCatalogue, resources, signedInNamespaces } from './resources';

export { FORMAT_LOCALE, SUPPORTED_LANGUAGES, isLanguage } from './detection';
export type { Language } from './detection';

/** Reads the catalogues that are not bundled (see resources.ts). */
const catalogueBackend: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(lng, ns, callback) {
    loadCatalogue(lng, ns).then(
      (catalogue) => callback(null, catalogue ?? {}),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), null),
    );
  },
};

/**
 * Builds a configured instance; the app uses the shared one below, tests make their own. With a
 * `language` (the server's first screen) nothing is detected and nothing is remembered.
 */
export function createI18n(options: { language?: Language } = {}): {
  instance: I18n;
  ready: Promise<unknown>;
} {
  const instance = i18next.createInstance();
  instance.on('languageChanged', (lng) => {
    if (typeof document !== 'undefined') document.documentElement.lang = lng;
  });
  if (!options.language) instance.use(createLanguageDetector(detectionOptions));
  const ready = instance
    .use(catalogueBackend)
    .use(initReactI18next)
    .init({
      // A copy per instance: i18next's store adds fetched namespaces into the object it is given,
      // so sharing the module's object would hand one instance's catalogues to the next (and
      // make `resources` claim catalogues the bundle does not carry).
      resources: Object.fromEntries(
        Object.entries(resources).map(([lng, bundles]) => [lng, { ...bundles }]),
      ),
      // `boot` is bundled; the backend fetches the other namespaces (resources.ts): `common` here,
      // the rest below, once the language's chunk says which there are.
      partialBundledLanguages: true,
      ...(options.language ? { lng: options.language } : {}),
      ns: ['boot', 'common'],
      defaultNS: 'common',
      fallbackNS: 'common',
      fallbackLng: DEFAULT_LANGUAGE,
      supportedLngs: [...SUPPORTED_LANGUAGES],
      nonExplicitSupportedLngs: true,
      load: 'languageOnly',
      interpolation: { escapeValue: false },
      returnNull: false,
      // `boot` is bundled, so initialising synchronously gives the first render (the startup
      // screen) its text; `ready` resolves once the other namespaces arrived, and the startup gate
      // waits for it. Switching language resolves after the new language's catalogues arrived.
      initAsync: false,
      react: { useSuspense: false },
    })
    // Every namespace before the first page renders (they share one chunk, already fetched for
    // `common`); i18next adds them to its list, so a language switch fetches them all too.
    .then(() => fetchedNamespaces(currentLanguage(instance)))
    .then((names) => instance.loadNamespaces(names));
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

/**
 * Fetches the catalogues only signed-in pages use (resources.ts), once: the signed-in layout
 * route waits for it before its pages render. i18next adds them to its list, so a later language
 * switch fetches them in the new language too.
 */
export async function loadSignedInNamespaces(instance: I18n = i18n): Promise<void> {
  await instance.loadNamespaces(await signedInNamespaces(currentLanguage(instance)));
}
