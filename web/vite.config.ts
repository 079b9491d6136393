import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { markdownContent } from './build/markdown-content.ts';
import { VitePWA } from 'vite-plugin-pwa';
import { precompress } from './build/precompress.ts';
import { compileHints } from './build/compile-hints.ts';

const src = fileURLToPath(new URL('./src', import.meta.url));
const bff = process.env.BFF_URL ?? 'http://localhost:3000';

// `vite build --ssr` (the `build` script's second step) writes dist-server/entry-server.js: the
// first screen the BFF draws for the home and property pages (src/entry-server.tsx). Every
// dependency is bundled, so the BFF needs nothing of the web app's node_modules; what only the
// browser's build needs (service worker, precompressed files) is off.
const serverBuild = {
  target: 'node24',
  outDir: 'dist-server',
  emptyOutDir: true,
  rolldownOptions: {
    input: fileURLToPath(new URL('./src/entry-server.tsx', import.meta.url)),
  },
};

export default defineConfig(({ isSsrBuild = false }) => ({
  root: fileURLToPath(new URL('.', import.meta.url)),
  // The router plugin must run before the React transform so it can split route files.
  plugins: [
    // Help, legal and information pages are markdown files compiled to HTML here.
    markdownContent(),
    // Each route's component, loader and error parts become chunks of their own (TanStack's
    // automatic code splitting); the bundler does the rest.
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      quoteStyle: 'single',
      // The router's defaults split the component, error and not-found components; every route
      // now has a pending component too (decision 0035), which would otherwise sit in the
      // route tree and so in the entry. Loaders too: each route's loader (and the query modules
      // it names) would otherwise ride in the entry every first visit downloads, so each new
      // page made every page heavier. With its component, as one chunk: a route costs the entry
      // little more than its path, and a visit fetches one chunk for it, not two.
      codeSplittingOptions: {
        defaultBehavior: [
          ['loader', 'component'],
          ['pendingComponent'],
          ['errorComponent'],
          ['notFoundComponent'],
        ],
      },
    }),
    react(),
    tailwindcss(),
    ...(isSsrBuild
      ? []
      : [
          // dist/sw.js: our worker (offline shell, web push) with this build's precache list.
          VitePWA({
            strategies: 'injectManifest',
            srcDir: 'src/features/pwa',
            filename: 'sw.js',
            // main.tsx registers it after `load`; public/manifest.webmanifest is ours.
            injectRegister: false,
            manifest: false,
            injectManifest: {
              // The shell that starts the app offline: the HTML, the entry and its stylesheet,
              // the home page's chunk, the language catalogues, the toaster (fetched after the
              // takeover), the icons.
              globPatterns: [
                'index.html',
                'assets/{entry,routes,en,es,app-toaster}-*.js',
                // The entry's stylesheet (named for the entry's chunk group).
                'assets/entry-*.css',
                'favicon.svg',
                'manifest.webmanifest',
                'icons/{icon-192,icon-512,icon-maskable-512,apple-touch-icon}.png',
              ],
              // The BFF serves the HTML shell at `/` (it rewrites index.html per request).
              manifestTransforms: [
                (entries) => ({
                  manifest: entries.map((entry) =>
                    entry.url === 'index.html' ? { ...entry, url: '/' } : entry,
                  ),
                  warnings: [],
                }),
              ],
            },
          }),
          // The entry compiled while it streams in, not function by function on the main thread.
          compileHints(),
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
        // The budgets are gzip sizes per page in .size-limit.ts (`pnpm bundle-size`); the
        // heavy libraries' chunks below are over Vite's raw-size warning by nature.
        chunkSizeWarningLimit: 1024,
        // dist/.vite/manifest.json: each chunk's static imports, from which .size-limit.ts counts
        // what a first visit must download before its page can draw.
        manifest: true,
        rolldownOptions: {
          output: {
            // The entry under a name of its own (not `index-…`, which any lazy index module may
            // take): the browser tests find it by that name.
            entryFileNames: 'assets/entry-[hash].js',
            codeSplitting: {
              groups: [
                // What the entry imports statically is fetched at startup anyway: one chunk, not
                // some hundred small ones (Rolldown's `$initial` tag; measured in decision 0036).
                // Named `entry` too: with the entry's top-level `await` (src/boot) the entry
                // module itself lands in this chunk.
                { name: 'entry', tags: ['$initial'], priority: 100 },
                // Heavy libraries in chunks named for them, loaded only by the code that needs
                // them (a map scrolled near, the payment form), never on a first visit; their own
                // modules only, not React, which the entry chunk holds.
                {
                  name: 'maplibre',
                  test: /[\\/]node_modules[\\/]maplibre-gl[\\/]/,
                  includeDependenciesRecursively: false,
                },
                {
                  name: 'stripe',
                  test: /[\\/]node_modules[\\/]@stripe[\\/]/,
                  includeDependenciesRecursively: false,
                },
              ],
            },
          },
        },
      },
}));
