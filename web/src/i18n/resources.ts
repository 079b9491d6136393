import type { Resource, ResourceLanguage } from 'i18next';
import { parsePath } from './by-namespace';

// Every `locales/<lng>/<namespace>.json` is a namespace: features add catalogues by adding files.
// Only `boot` (what shows before the catalogues arrive: the startup screen, the unsupported-browser
// and fatal-error pages) is bundled, in every language, so the first render has its text
// synchronously. The other catalogues of a language are one chunk (`catalogues/<lng>.ts`), fetched
// while the startup gate waits (before any page renders: every namespace is loaded at start), and
// for another language on switching. One loader per language rather than per namespace: each
// loader is an entry in the entry chunk, and one request per language beats twenty.
// Catalogues in `locales/<lng>/signed-in/` (hosting, admin, inbox…) are only used behind sign-in:
// they are a second chunk per language (`catalogues/signed-in/<lng>.ts`), fetched by the
// signed-in layout route before its pages render, so the public pages' first visit skips them.
const bundled = import.meta.glob<ResourceLanguage>('./locales/*/boot.json', {
  eager: true,
  import: 'default',
});
const languages = import.meta.glob<Record<string, ResourceLanguage>>('./catalogues/*.ts', {
  import: 'default',
});
const signedInLanguages = import.meta.glob<Record<string, ResourceLanguage>>(
  './catalogues/signed-in/*.ts',
  { import: 'default' },
);

export function buildResources(files: Record<string, ResourceLanguage>): Resource {
  const resources: Resource = {};
  for (const [path, catalogue] of Object.entries(files)) {
    const where = parsePath(path);
    if (!where) continue;
    resources[where.lng] = { ...resources[where.lng], [where.ns]: catalogue };
  }
  return resources;
}

/** The bundled catalogues (`boot` of every language). */
export const resources = buildResources(bundled);

/** The languages with fetched catalogues (`catalogues/<lng>.ts`). */
export const catalogueLanguages = Object.keys(languages)
  .map((path) => /\/([^/]+)\.ts$/.exec(path)?.[1] ?? '')
  .filter(Boolean)
  .sort();

/** Every fetched catalogue of a language by namespace, or undefined for an unknown language. */
export async function loadLanguage(
  lng: string,
): Promise<Record<string, ResourceLanguage> | undefined> {
  return languages[`./catalogues/${lng}.ts`]?.();
}

/** The signed-in pages' catalogues of a language by namespace, or undefined. */
export async function loadSignedInLanguage(
  lng: string,
): Promise<Record<string, ResourceLanguage> | undefined> {
  return signedInLanguages[`./catalogues/signed-in/${lng}.ts`]?.();
}

/** One catalogue: bundled, fetched, or undefined when the language lacks that namespace. */
export async function loadCatalogue(
  lng: string,
  ns: string,
): Promise<ResourceLanguage | undefined> {
  const inBundle = resources[lng]?.[ns];
  if (inBundle) return inBundle as ResourceLanguage;
  return (await loadLanguage(lng))?.[ns] ?? (await loadSignedInLanguage(lng))?.[ns];
}

/** The signed-in pages' namespaces (the same in every language: catalogues.test.ts). */
export async function signedInNamespaces(lng: string): Promise<string[]> {
  return Object.keys((await loadSignedInLanguage(lng)) ?? {}).sort();
}

/**
 * The fetched namespaces, read from a language's chunk (every language has the same ones:
 * catalogues.test.ts). Empty when the chunk fails to load: i18next's backend reports and retries
 * that load itself, and the app starts with the bundled text rather than waiting forever.
 */
export async function fetchedNamespaces(lng: string): Promise<string[]> {
  try {
    return Object.keys((await loadLanguage(lng)) ?? {}).sort();
  } catch {
    return [];
  }
}

/** Every catalogue of every language (tests comparing the languages' keys). */
export async function loadAllResources(): Promise<Resource> {
  const all = buildResources(bundled);
  for (const lng of catalogueLanguages) {
    all[lng] = { ...all[lng], ...(await loadLanguage(lng)), ...(await loadSignedInLanguage(lng)) };
  }
  return all;
}
