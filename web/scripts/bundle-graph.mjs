// The chunk graph of a Vite manifest (dist/.vite/manifest.json), kept free of file access so the
// walk can be tested on a small fake manifest. A first visit to a route downloads the entry, the
// chunks it imports statically (module preloads), the route's split chunks (TanStack Router's
// `?tsr-split=…` modules of its route files) and their static imports; dynamic imports are
// fetched later (on interaction or after the first render) and are not counted.

/** The manifest key of the entry chunk (index.html). */
export function entryKey(manifest) {
  const keys = Object.keys(manifest).filter((key) => manifest[key].isEntry);
  if (keys.length !== 1) throw new Error(`expected one entry chunk, found ${keys.length}`);
  return keys[0];
}

/**
 * The manifest with its entry marked. Vite marks the chunk index.html loads `isEntry`, but not
 * when the entry's modules are part of a code-splitting group (vite.config.ts) and the entry
 * waits between tasks (top-level await, src/boot): that chunk then has no facade and no mark.
 * index.html names it: its last module script (any before it are chunks the entry imports).
 */
export function withEntryFromHtml(manifest, html) {
  if (Object.values(manifest).some((chunk) => chunk.isEntry)) return manifest;
  const file = [...html.matchAll(/<script type="module"[^>]*\ssrc="\/([^"]+)"/g)].at(-1)?.[1];
  const key = Object.keys(manifest).find((candidate) => manifest[candidate].file === file);
  if (!key) throw new Error(`index.html loads no chunk of the manifest (${file ?? 'no script'})`);
  return { ...manifest, [key]: { ...manifest[key], isEntry: true } };
}

/** Manifest keys of the chunks split from these route files (`src/routes/x.tsx?tsr-split=…`). */
export function routeSplitKeys(manifest, routeFiles) {
  return Object.keys(manifest).filter((key) => {
    const [file, query] = key.split('?');
    return routeFiles.includes(file) && query !== undefined && query.startsWith('tsr-split=');
  });
}

/** The keys reachable from `start` through static imports only (start included). */
export function staticClosure(manifest, start) {
  const seen = new Set();
  const queue = [...start];
  while (queue.length > 0) {
    const key = queue.pop();
    if (seen.has(key)) continue;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`manifest has no chunk ${key}`);
    seen.add(key);
    queue.push(...(chunk.imports ?? []));
  }
  return seen;
}

/**
 * What a first visit to a route loads before interaction: JS files and CSS files (separately),
 * each listed once, plus the lazy chunks (by source, `afterDraw`) the route loads at once after
 * drawing. Throws when none of the route files was split, so a renamed route cannot slip out of
 * its budget, and when an `afterDraw` source has no chunk.
 */
export function routeInitialFiles(manifest, routeFiles, afterDraw = []) {
  const split = routeSplitKeys(manifest, routeFiles);
  if (split.length === 0) {
    throw new Error(`no split chunk in the manifest for ${routeFiles.join(', ')}`);
  }
  const keys = staticClosure(manifest, [entryKey(manifest), ...split, ...afterDraw]);
  return filesOf(manifest, keys);
}

/**
 * The JS chunks no first visit preloads: the entry's closure excluded, and the files in `except`
 * (chunks with a budget of their own, see `namedChunkFiles`).
 */
export function lazyJsFiles(manifest, except = []) {
  const initial = filesOf(manifest, staticClosure(manifest, [entryKey(manifest)])).js;
  const all = new Set(
    Object.values(manifest)
      .map((chunk) => chunk.file)
      .filter((file) => file.endsWith('.js')),
  );
  return [...all].filter((file) => !initial.includes(file) && !except.includes(file)).sort();
}

/**
 * A chunk with a budget of its own, by the source it is built from (its manifest key, e.g.
 * `src/features/maps/map-view-impl.tsx`): its JS file and the JS assets it emits (workers, as
 * `?worker&url` imports). Throws when the manifest has no such chunk, so a renamed file cannot
 * slip out of its budget, or when a first visit preloads it (then it is no longer lazy and its
 * route's budget is the one that counts).
 */
export function namedChunkFiles(manifest, src) {
  const chunk = manifest[src];
  if (!chunk || !chunk.file.endsWith('.js'))
    throw new Error(`no JS chunk in the manifest for ${src}`);
  if (staticClosure(manifest, [entryKey(manifest)]).has(src)) {
    throw new Error(`${src} is loaded by the entry: it is not a lazy chunk`);
  }
  return { js: chunk.file, workers: (chunk.assets ?? []).filter((file) => file.endsWith('.js')) };
}

function filesOf(manifest, keys) {
  const js = new Set();
  const css = new Set();
  for (const key of keys) {
    const chunk = manifest[key];
    if (chunk.file.endsWith('.js')) js.add(chunk.file);
    for (const file of chunk.css ?? []) css.add(file);
  }
  return { js: [...js].sort(), css: [...css].sort() };
}
