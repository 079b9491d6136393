import { describe, expect, it } from 'vitest';
import {
  catalogueLanguages,
  fetchedNamespaces,
  loadAllResources,
  loadCatalogue,
  resources,
  signedInNamespaces,
} from './resources';

// The catalogue files themselves, to check the chunks hold every one of them.
const files = Object.keys(import.meta.glob('./locales/*/**/*.json'));
const signedInFiles = Object.keys(import.meta.glob('./locales/*/signed-in/*.json'));
const namespaces = [...new Set(files.map((path) => /([^/]+)\.json$/.exec(path)?.[1]))].sort();

function keys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k));
}

describe('catalogues', () => {
  it('every namespace has the same keys in English and Spanish', async () => {
    const all = await loadAllResources();
    const en = all.en ?? {};
    const es = all.es ?? {};
    expect(Object.keys(es).sort()).toEqual(Object.keys(en).sort());
    expect(Object.keys(en).sort()).toEqual(namespaces);
    for (const ns of Object.keys(en)) {
      expect(keys(es[ns]).sort(), ns).toEqual(keys(en[ns]).sort());
    }
  });

  it('bundles only `boot`, of every language, and fetches the rest on demand', async () => {
    expect(Object.keys(resources).sort()).toEqual(['en', 'es']);
    for (const byNs of Object.values(resources)) expect(Object.keys(byNs)).toEqual(['boot']);
    expect(namespaces).toContain('auth');
    expect(keys(await loadCatalogue('es', 'auth')).length).toBeGreaterThan(0);
    expect(await loadCatalogue('fr', 'auth')).toBeUndefined();
  });

  it('has one chunk per language for public pages and one for signed-in pages', async () => {
    const locales = [...new Set(files.map((path) => path.split('/')[2]))].sort();
    expect(catalogueLanguages).toEqual(locales);
    const signedIn = [...new Set(signedInFiles.map((path) => /([^/]+)\.json$/.exec(path)?.[1]))];
    const fetched = namespaces.filter((ns) => ns !== 'boot' && !signedIn.includes(ns));
    for (const lng of locales) {
      expect(await fetchedNamespaces(lng ?? '')).toEqual(fetched);
      expect(await signedInNamespaces(lng ?? '')).toEqual(signedIn.sort());
    }
    expect(await fetchedNamespaces('fr')).toEqual([]);
    expect(signedIn).toContain('wizard');
    expect(fetched).not.toContain('wizard');
  });
});
