import type { Resource, ResourceLanguage } from 'i18next';

// Every `locales/<lng>/<namespace>.json` is a namespace: features add catalogues by adding files.
const modules = import.meta.glob<ResourceLanguage>('./locales/*/*.json', {
  eager: true,
  import: 'default',
});

export function buildResources(files: Record<string, ResourceLanguage>): Resource {
  const resources: Resource = {};
  for (const [path, catalogue] of Object.entries(files)) {
    const match = /\/locales\/([^/]+)\/([^/]+)\.json$/.exec(path);
    if (!match) continue;
    const [, lng, ns] = match as unknown as [string, string, string];
    resources[lng] = { ...resources[lng], [ns]: catalogue };
  }
  return resources;
}

export const resources = buildResources(modules);

export const namespaces = [
  ...new Set(Object.values(resources).flatMap((byNs) => Object.keys(byNs))),
].sort();
