import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const web = fileURLToPath(new URL('../', import.meta.url));

/** One chunk of Vite's build manifest (https://vite.dev/guide/backend-integration). */
interface ManifestChunk {
  file: string;
  src?: string;
  imports?: string[];
}

/**
 * What a first visit to the page of `routeFile` downloads before the page can draw: the scripts
 * dist/index.html loads, the route's chunks, and every chunk those import statically, found in
 * Vite's manifest the way its backend-integration guide finds modulepreloads. Chunks imported
 * on demand (the category icons, the toaster, the map, the language's texts) are not in it, nor
 * the route's pending and error components, which a drawn page never shows. Paths are relative
 * to `web/` (`dist/assets/…`), as size-limit reads them.
 */
export function firstVisitFiles(routeFile: string): string[] {
  const manifest = JSON.parse(readFileSync(`${web}dist/.vite/manifest.json`, 'utf8')) as Record<
    string,
    ManifestChunk
  >;
  const html = readFileSync(`${web}dist/index.html`, 'utf8');
  const scripts = [...html.matchAll(/<script type="module"[^>]*\ssrc="\/([^"]+)"/g)].map(
    (match) => match[1],
  );
  const keyOf = new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.file, key]));
  const start = [
    ...scripts.map((file) => keyOf.get(file ?? '')),
    // The route's component, split out by TanStack's router plugin.
    ...Object.keys(manifest).filter((key) => key === `${routeFile}?tsr-split=component`),
  ];
  if (start.some((key) => key === undefined) || start.length <= scripts.length) {
    throw new Error(`first visit of ${routeFile}: no such route in web/dist: build first`);
  }
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of start) visit(key!);
  return [...files].map((file) => `dist/${file}`).sort();
}
