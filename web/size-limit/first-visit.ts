import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const web = fileURLToPath(new URL('../', import.meta.url));

/** One chunk of Vite's build manifest (https://vite.dev/guide/backend-integration). */
interface ManifestChunk {
  file: string;
  imports?: string[];
}

/**
 * What a first visit to the page of `routeFile` downloads before the page can draw: the scripts
 * dist/index.html loads, the route's loader and component chunks, and every chunk those import statically, found in
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
  // The route's loader and component, as TanStack's router plugin splits them out (together by
  // default, vite.config.ts; a route may group its parts its own way).
  const drawn = Object.keys(manifest).filter((key) => {
    const [file, split] = key.split('?tsr-split=');
    const parts = split?.split('---') ?? [];
    return file === routeFile && (parts.includes('component') || parts.includes('loader'));
  });
  if (!drawn.some((key) => key.split('?tsr-split=')[1]?.split('---').includes('component')))
    throw new Error(`first visit of ${routeFile}: no such route in web/dist: build first`);
  const keyOf = new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.file, key]));
  const files = new Set<string>();
  const visit = (file: string) => {
    if (files.has(file)) return;
    files.add(file);
    for (const imported of manifest[keyOf.get(file) ?? '']?.imports ?? []) {
      const chunk = manifest[imported];
      if (chunk) visit(chunk.file);
    }
  };
  const routeFiles = drawn.flatMap((key) => manifest[key]?.file ?? []);
  for (const file of [...htmlScripts(), ...routeFiles]) visit(file);
  return [...files].map((file) => `dist/${file}`).sort();
}

/** The module scripts dist/index.html loads (`assets/…js`), the entry last. */
export function htmlScripts(): string[] {
  const html = readFileSync(`${web}dist/index.html`, 'utf8');
  return [...html.matchAll(/<script type="module"[^>]*\ssrc="\/([^"]+)"/g)].flatMap((match) =>
    match[1] ? [match[1]] : [],
  );
}
