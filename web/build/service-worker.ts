import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';

/** Rolldown's output, as much of it as this plugin reads. */
interface OutputChunkLike {
  type: 'chunk';
  fileName: string;
  isEntry: boolean;
  facadeModuleId: string | null;
  imports: string[];
  viteMetadata?: { importedCss: Set<string> };
}
interface OutputAssetLike {
  type: 'asset';
  fileName: string;
  source: string | Uint8Array;
}
type BundleLike = Record<string, OutputChunkLike | OutputAssetLike | { type: string }>;

/** Files of web/public the shell needs (served under these paths, not content-hashed). */
export const SHELL_PUBLIC_FILES = [
  '/favicon.svg',
  '/manifest.webmanifest',
  '/icons/icon-192.png',
  '/icons/icon-512.png',
  '/icons/icon-maskable-512.png',
  '/icons/apple-touch-icon.png',
];

const TEMPLATE = new URL('./service-worker.sw.js', import.meta.url);
const BUILD_MARKER = '__ARRENDO_BUILD__';
const PRECACHE_MARKER = /\/\* __ARRENDO_PRECACHE__ \*\/ \[[^\]]*\]/;

/**
 * Which chunks start the app offline: the entry's, the language catalogues (fetched before the
 * first page renders) and the first visit of the root layout and the home page.
 */
export function isShellChunk(chunk: Pick<OutputChunkLike, 'isEntry' | 'facadeModuleId'>): boolean {
  if (chunk.isEntry) return true;
  const [file = '', query] = (chunk.facadeModuleId ?? '').split('?');
  if (/\/src\/i18n\/catalogues\/[^/]+\.ts$/.test(file)) return true;
  return (
    /\/src\/routes\/(?:__root|index)\.tsx$/.test(file) && (query?.startsWith('tsr-split=') ?? false)
  );
}

/**
 * The exact precache list of a build: `/` (the HTML shell), the shell chunks with every chunk
 * they import statically and their stylesheets, and the public files that exist.
 */
export function precacheList(bundle: BundleLike, publicFiles: readonly string[]): string[] {
  const chunks = new Map<string, OutputChunkLike>();
  for (const output of Object.values(bundle)) {
    if (output.type === 'chunk') {
      const chunk = output as OutputChunkLike;
      chunks.set(chunk.fileName, chunk);
    }
  }
  const files = new Set<string>();
  const visit = (fileName: string) => {
    if (files.has(fileName)) return;
    files.add(fileName);
    const chunk = chunks.get(fileName);
    if (!chunk) return;
    for (const css of chunk.viteMetadata?.importedCss ?? []) files.add(css);
    for (const imported of chunk.imports) visit(imported);
  };
  for (const chunk of chunks.values()) if (isShellChunk(chunk)) visit(chunk.fileName);
  return ['/', ...[...files].sort().map((f) => `/${f}`), ...publicFiles];
}

/** The worker's text for a build: its hash (the cache's name) and its precache list. */
export function renderServiceWorker(template: string, build: string, precache: string[]): string {
  if (!template.includes(BUILD_MARKER) || !PRECACHE_MARKER.test(template)) {
    throw new Error('service-worker.sw.js lost its build or precache marker');
  }
  return template
    .replace(BUILD_MARKER, () => build)
    .replace(PRECACHE_MARKER, () => JSON.stringify(precache, null, 2));
}

/**
 * Writes dist/sw.js after the build: the template with this build's precache list, and a cache
 * name from a hash of the HTML shell, the list and the worker's own code, so any change installs
 * a new worker whose `activate` drops the older caches.
 */
export function serviceWorker(): Plugin {
  return {
    name: 'arrendo:service-worker',
    apply: 'build',
    writeBundle(options, bundle) {
      const outDir = options.dir;
      if (!outDir) return;
      const publicFiles = SHELL_PUBLIC_FILES.filter((f) => existsSync(join(outDir, f)));
      const precache = precacheList(bundle as unknown as BundleLike, publicFiles);
      const template = readFileSync(TEMPLATE, 'utf8');
      const html = existsSync(join(outDir, 'index.html'))
        ? readFileSync(join(outDir, 'index.html'))
        : '';
      const hash = createHash('sha256');
      hash.update(template).update(JSON.stringify(precache)).update(html);
      for (const file of publicFiles) hash.update(readFileSync(join(outDir, file)));
      const build = hash.digest('hex').slice(0, 12);
      writeFileSync(join(outDir, 'sw.js'), renderServiceWorker(template, build, precache));
    },
  };
}
