// Types for bundle-graph.mjs, for the TypeScript that imports it (the browser tests).

/** A chunk of Vite's manifest (dist/.vite/manifest.json), as far as the walk reads it. */
export interface ManifestChunk {
  file: string;
  /** The chunk's name: a code-splitting group's (`home`, `property-shared`) or its module's. */
  name?: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
  assets?: string[];
}

export type Manifest = Record<string, ManifestChunk>;

export function entryKey(manifest: Manifest): string;
export function withEntryFromHtml(manifest: Manifest, html: string): Manifest;
export function routeSplitKeys(manifest: Manifest, routeFiles: readonly string[]): string[];
export function staticClosure(manifest: Manifest, start: readonly string[]): Set<string>;
export function routeInitialFiles(
  manifest: Manifest,
  routeFiles: readonly string[],
  afterDraw?: readonly string[],
): { js: string[]; css: string[] };
export function lazyJsFiles(manifest: Manifest, except?: readonly string[]): string[];
export function namedChunkFiles(manifest: Manifest, src: string): { js: string; workers: string[] };
