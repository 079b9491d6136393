import type { Resource, ResourceLanguage } from 'i18next';

// Every `locales/<lng>/<namespace>.json` is a namespace: features add catalogues by adding files.
// Only `boot` (what shows before the catalogues arrive: the startup screen, the unsupported-browser
// and fatal-error pages) is bundled, in every language, so the first render has its text
// synchronously. Every other catalogue is its own small chunk, fetched for the active language
// while the startup gate waits (before any page renders), and for another language on switching.
const bundled = import.meta.glob<ResourceLanguage>('./locales/*/boot.json', {
  eager: true,
  import: 'default',
});
const deferred = import.meta.glob<ResourceLanguage>(
  ['./locales/*/*.json', '!./locales/*/boot.json'],
  {
    import: 'default',
  },
);

const CATALOGUE_PATH = /\/locales\/([^/]+)\/([^/]+)\.json$/;

function parsePath(path: string): { lng: string; ns: string } | null {
  const match = CATALOGUE_PATH.exec(path);
  return match ? { lng: match[1] as string, ns: match[2] as string } : null;
}

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

const loaders = new Map<string, () => Promise<ResourceLanguage>>();
for (const [path, load] of Object.entries(deferred)) {
  const where = parsePath(path);
  if (where) loaders.set(`${where.lng}/${where.ns}`, load);
}

export const namespaces = [
  ...new Set(
    [...Object.keys(bundled), ...Object.keys(deferred)].flatMap((path) => {
      const where = parsePath(path);
      return where ? [where.ns] : [];
    }),
  ),
].sort();

/** One catalogue: bundled, fetched, or undefined when the language lacks that namespace. */
export async function loadCatalogue(
  lng: string,
  ns: string,
): Promise<ResourceLanguage | undefined> {
  const inBundle = resources[lng]?.[ns];
  if (inBundle) return inBundle as ResourceLanguage;
  return loaders.get(`${lng}/${ns}`)?.();
}

/** Every catalogue of every language (tests comparing the languages' keys). */
export async function loadAllResources(): Promise<Resource> {
  const all = buildResources(bundled);
  for (const key of loaders.keys()) {
    const [lng, ns] = key.split('/') as [string, string];
    all[lng] = { ...all[lng], [ns]: (await loadCatalogue(lng, ns)) ?? {} };
  }
  return all;
}
