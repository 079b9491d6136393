import type { Plugin } from 'vite';
import { linkedGraph } from './linked-imports.ts';

/** A route whose first visit has a budget (bundle-budget.json). */
export interface BudgetRoute {
  name: string;
  routeFiles: string[];
}

/** A `codeSplitting.groups` entry (rolldown's type is not re-exported by Vite). */
export interface RouteChunkGroup {
  name: string;
  test: (id: string) => boolean;
  priority: number;
}

/**
 * One chunk per route set for what a route's first visit loads beside the entry: the modules
 * statically reachable from a route's split module (`src/routes/x.tsx?tsr-split=…`) and not from
 * the entry, the split module itself left in its own chunk. Left to automatic chunking, the home page's first visit is the entry plus about 17
 * small chunks (one per set of lazy importers), and gzip compresses each on its own: merged, the
 * same code is about 3 KB gzip smaller. A module reached by several budgeted routes goes into the
 * chunk named after all of them (`home+property`), so no route downloads another route's code
 * for its first visit. Only routes in `merge` get their own chunk (the home page); a module only
 * another route reaches keeps automatic chunking. Nothing lazy moves: every grouped module was
 * already part of a budgeted first visit. The graph walked is the one the bundle links
 * (linked-imports.ts): through a package's index, only what is used.
 *
 * Lazily loaded code (a dialog, another route) that needs a module of a route's chunk would
 * import that whole chunk: the log-in dialog opened on a help page downloaded and ran the property
 * page's code. A module such code reaches goes into the chunk's `-shared` twin instead
 * (`property-shared`), unless everything that imports that code lazily already brings the route's
 * chunk along (the property page's photo viewer, opened from the property page).
 */
export function routeChunks(
  routes: readonly BudgetRoute[],
  merge: readonly string[],
  /** Priority of the least shared group; the groups of more routes come first (above it). */
  basePriority: number,
  /** The web app's directory, with a trailing slash: `routeFiles` are relative to it. */
  root: string,
): { plugin: Plugin; groups: RouteChunkGroup[] } {
  const names = new Map<string, string>();
  const plugin: Plugin = {
    name: 'arrendo:route-chunks',
    apply: 'build',
    async buildEnd(error) {
      if (error) return;
      const ids = [...this.getModuleIds()];
      const graph = await linkedGraph(this);
      const entry = closure(
        ids.filter((id) => this.getModuleInfo(id)?.isEntry),
        graph,
      );
      const reachedBy = new Map<string, string[]>();
      const allSplits = new Set<string>();
      for (const route of routes) {
        const files = route.routeFiles.map((file) => `${root}${file}`);
        const splits = ids.filter((id) => {
          const [file, query] = id.split('?');
          return files.includes(file ?? '') && query?.startsWith('tsr-split=');
        });
        if (splits.length === 0) this.error(`no split module for the route ${route.name}`);
        for (const id of splits) allSplits.add(id);
        for (const id of closure(splits, graph)) {
          // The split module keeps a chunk of its own: the manifest names a chunk by the module
          // it was built for, and bundle-size.mjs finds a route's first visit by that name.
          if (entry.has(id) || splits.includes(id)) continue;
          reachedBy.set(id, [...(reachedBy.get(id) ?? []), route.name]);
        }
      }
      names.clear();
      for (const [id, routeNames] of reachedBy) {
        if (routeNames.some((name) => merge.includes(name))) names.set(id, routeNames.join('+'));
      }
      const lazyRoots = ids
        .filter((id) => !allSplits.has(id))
        .map((id) => ({ id, importers: this.getModuleInfo(id)?.dynamicImporters ?? [] }))
        .filter((root) => root.importers.length > 0);
      for (const id of neededByLazyCode(lazyRoots, names, graph)) {
        names.set(id, `${names.get(id) as string}${SHARED}`);
      }
    },
  };
  // Every set of routes that includes a merged one. A chunk shared by more routes is captured
  // first: a group takes the dependencies of its modules along, and the home chunk would
  // otherwise swallow what the property page shares with it.
  const sets = subsets(routes.map((route) => route.name)).filter((set) =>
    set.some((name) => merge.includes(name)),
  );
  // A group takes its modules' dependencies along, and a route chunk's modules import shared
  // ones: the `-shared` chunks are captured before every route chunk.
  const groups = sets.flatMap((set) =>
    [
      { name: set.join('+'), priority: basePriority + set.length - 1 },
      {
        name: `${set.join('+')}${SHARED}`,
        priority: basePriority + routes.length + set.length - 1,
      },
    ].map(({ name, priority }) => ({
      name,
      test: (id: string) => names.get(id) === name,
      priority,
    })),
  );
  return { plugin, groups };
}

const SHARED = '-shared';

/**
 * The grouped modules (`names`: module → its route chunk) that lazily loaded code needs where the
 * chunk is not already loaded: in the static closure of a lazy root one of whose importers does
 * not bring the chunk along. An importer brings it when its own closure holds a module that stays
 * in the chunk; moving modules out can take that away from another root, hence the fixpoint.
 */
export function neededByLazyCode(
  roots: readonly { id: string; importers: readonly string[] }[],
  names: ReadonlyMap<string, string>,
  graph: (id: string) => readonly string[],
): Set<string> {
  const closures = new Map<string, Set<string>>();
  const closureOf = (id: string) => {
    let reached = closures.get(id);
    if (!reached) closures.set(id, (reached = closure([id], graph)));
    return reached;
  };
  const shared = new Set<string>();
  const brings = (importer: string, chunk: string) =>
    [...closureOf(importer)].some((id) => names.get(id) === chunk && !shared.has(id));
  for (let changed = true; changed;) {
    changed = false;
    for (const root of roots) {
      for (const id of closureOf(root.id)) {
        const chunk = names.get(id);
        if (chunk === undefined || shared.has(id)) continue;
        if (root.importers.every((importer) => brings(importer, chunk))) continue;
        shared.add(id);
        changed = true;
      }
    }
  }
  return shared;
}

/** Every non-empty subset, each in the order of `items`. */
function subsets<T>(items: readonly T[]): T[][] {
  return items
    .reduce<T[][]>((all, item) => [...all, ...all.map((set) => [...set, item]), [item]], [])
    .map((set) => items.filter((item) => set.includes(item)));
}

/** The ids reachable from `start` through `next` (start included). */
export function closure(start: readonly string[], next: (id: string) => readonly string[]) {
  const seen = new Set<string>();
  const queue = [...start];
  while (queue.length > 0) {
    const id = queue.pop() as string;
    if (seen.has(id)) continue;
    seen.add(id);
    queue.push(...next(id));
  }
  return seen;
}
