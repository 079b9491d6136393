import type { Plugin } from 'vite';

/**
 * Route chunks are imported without the list of the chunks they import. Vite gives every dynamic
 * import in the entry the list of its static dependencies to preload at once (flat instead of one
 * round trip per level); for about fifty routes those lists and their file names are some 2 KB
 * gzip of the entry, which every first visit pays for routes it may never open. A route's chunk
 * still loads its imports itself (a dynamic import resolves once its whole static graph is in),
 * and the router fetches it on intent (hover, touch: `defaultPreload`), so the level the list
 * saved is usually fetched before the click. CSS stays listed: the preload helper is what adds a
 * lazy chunk's stylesheet. Other dynamic imports (footer, toaster, catalogues) keep their lists.
 */
export function routePreloads(
  /**
   * Route files (relative to the web app) whose chunks keep their lists: the first visits with a
   * budget (home, property). Those are imported by the startup itself (features/shell/startup.ts),
   * before any intent, and a level per round trip is what a phone's first visit waits for.
   */
  keepListsFor: readonly string[] = [],
): {
  plugin: Plugin;
  resolveDependencies: (filename: string, deps: string[]) => string[];
} {
  const routeFiles = new Set<string>();
  const plugin: Plugin = {
    name: 'arrendo:route-preloads',
    apply: 'build',
    // Before Vite writes the preload lists (its import analysis, in this same hook).
    enforce: 'pre',
    generateBundle(_options, bundle) {
      routeFiles.clear();
      for (const [fileName, output] of Object.entries(bundle)) {
        if (
          output.type === 'chunk' &&
          isRouteSplit(output.facadeModuleId) &&
          !keepListsFor.some((file) => output.facadeModuleId?.split('?')[0]?.endsWith(`/${file}`))
        )
          routeFiles.add(fileName);
      }
    },
  };
  return {
    plugin,
    resolveDependencies: (filename, deps) =>
      routeFiles.has(filename) ? deps.filter((dep) => dep.endsWith('.css')) : deps,
  };
}

/** A module TanStack Router split off a route file (`src/routes/x.tsx?tsr-split=component`). */
export function isRouteSplit(id: string | null | undefined): boolean {
  const query = id?.split('?')[1];
  return query !== undefined && query.startsWith('tsr-split=');
}
