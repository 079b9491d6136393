// Types for read-manifest.mjs, for the TypeScript that imports it (the browser tests).
import type { Manifest } from './bundle-graph.mjs';

export function readBuiltManifest(dist: string): Manifest;
