import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { zodWithoutJsonSchema } from './build/zod-without-json-schema.ts';
import { pureContracts } from './build/pure-contracts.ts';
import { routeChunks } from './build/route-chunks.ts';
import { routePreloads } from './build/route-preloads.ts';
import { markdownContent } from './build/markdown-content.ts';
import { serviceWorker } from './build/service-worker.ts';
import { precompress } from './build/precompress.ts';
import { compileHints } from './build/compile-hints.ts';
import budget from './bundle-budget.json' with { type: 'json' };

const src = fileURLToPath(new URL('./src', import.meta.url));
const bff = process.env.BFF_URL ?? 'http://localhost:3000';
// The home and property pages' first visits each in one chunk beside the entry (see the plugin):
// left to automatic chunking, the property page's was some twenty small files, more requests
// than a phone makes at once on one connection pool.
const routeChunk = routeChunks(
  budget.routes,
  ['home', 'property'],
  1,
  fileURLToPath(new URL('.', import.meta.url)),
);

// Lazy routes are imported without their preload lists (see the plugin), but for the first visits
// with a budget.
const routePreload = routePreloads(budget.routes.flatMap((route) => route.routeFiles));

// `vite build --ssr` (the `build` script's second step) writes dist-server/entry-server.js: the
// first screen the BFF draws for the home and property pages (src/entry-server.tsx). Every
// dependency is bundled, so the BFF needs nothing of the web app's node_modules; what only the
// browser's build needs (chunk layout, preload lists, service worker, precompressed files) is off.
const serverBuild = {
  target: 'node24',
  outDir: 'dist-server',
  emptyOutDir: true,
  rolldownOptions: {
    input: fileURLToPath(new URL('./src/entry-server.tsx', import.meta.url)),
    treeshake: { manualPureFunctions: ['z'] },
  },
};

export default defineConfig(({ isSsrBuild = false }) => ({
  root: fileURLToPath(new URL('.', import.meta.url)),
  // The router plugin must run before the React transform so it can split route files.
  plugins: [
    // Help, legal and information pages are markdown files compiled to HTML here.
    markdownContent(),
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      quoteStyle: 'single',
      codeSplittingOptions: {
        defaultBehavior: [
          ['loader'],
          ['component', 'pendingComponent'],
          ['errorComponent'],
          ['notFoundComponent'],
        ],
      },
    }),
    react(),
    tailwindcss(),
    // Build only: the browser never generates JSON Schema (see the plugin).
    zodWithoutJsonSchema(),
    // Build only: schemas derived from other schemas are dropped when unused (see the plugin).
    pureContracts(),
    ...(isSsrBuild
      ? []
      : [
          routeChunk.plugin,
          routePreload.plugin,
          // Build only: dist/sw.js with this build's exact precache list (see the plugin).
          serviceWorker(),
          // Build only: the entry chunk compiled while it downloads (see the plugin).
          compileHints(fileURLToPath(new URL('./src/main.tsx', import.meta.url))),
          // Build only: assets/*.br and *.gz, served as they are by the BFF (see the plugin).
          precompress(),
        ]),
  ],
  resolve: { alias: { '@': src } },
  server: {
    proxy: {
      '/api': { target: bff, changeOrigin: false },
      '/media': { target: bff, changeOrigin: false },
    },
  },
  ...(isSsrBuild ? { ssr: { noExternal: true }, publicDir: false as const } : {}),
  build: isSsrBuild
    ? serverBuild
    : {
        target: 'es2022',
        modulePreload: { polyfill: false, resolveDependencies: routePreload.resolveDependencies },
        // The manifest lets scripts/bundle-size.mjs walk the chunk graph per route.
        manifest: true,
        // Gzip budgets per route (bundle-budget.json) replace Vite's raw-size warning, which the
        // one chunk of everything the entry loads (below) always trips.
        chunkSizeWarningLimit: 1024,
        rolldownOptions: {
          // Building a zod schema has no side effect, so schemas nobody imports can be dropped.
          // The one zod call that is an effect, `config()`, is imported by its own name (main.tsx).
          treeshake: { manualPureFunctions: ['z'] },
          // Everything the entry imports statically goes into one chunk: fetched at startup
          // anyway, it compresses better whole and saves a request per module shared with a lazy
          // chunk.
          output: {
            codeSplitting: {
              groups: [{ name: 'app', tags: ['$initial'], priority: 100 }, ...routeChunk.groups],
            },
          },
        },
      },
}));
