import type { ResourceLanguage } from 'i18next';

const CATALOGUE_PATH = /\/locales\/([^/]+)\/(?:signed-in\/)?([^/]+)\.json$/;

/** The language and namespace of a `locales/<lng>/[signed-in/]<namespace>.json` path. */
export function parsePath(path: string): { lng: string; ns: string } | null {
  const match = CATALOGUE_PATH.exec(path);
  return match ? { lng: match[1] as string, ns: match[2] as string } : null;
}

/** A glob of one language's catalogues keyed by namespace instead of path. */
export function byNamespace(
  files: Record<string, ResourceLanguage>,
): Record<string, ResourceLanguage> {
  const catalogues: Record<string, ResourceLanguage> = {};
  for (const [path, catalogue] of Object.entries(files)) {
    const where = parsePath(path);
    if (where) catalogues[where.ns] = catalogue;
  }
  return catalogues;
}
