// The web app's bundle budget, checked by `pnpm test` after the production build. From the Vite
// manifest it computes what a first visit to each route in bundle-budget.json downloads before
// interaction (entry + static imports + the route's split chunks + theirs; dynamic imports
// excluded), the CSS, and the largest chunk loaded later, all gzipped at level 9, and prints a
// table. Raise a budget only with a reason; heavy libraries belong in lazy chunks (web/README.md).
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { lazyJsFiles, namedChunkFiles, routeInitialFiles } from './bundle-graph.mjs';
import { readBuiltManifest } from './read-manifest.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(root, 'dist');
let manifest;
try {
  manifest = readBuiltManifest(dist);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
const budget = JSON.parse(readFileSync(join(root, 'bundle-budget.json'), 'utf8'));

const sizes = new Map();
const gzipped = (file) => {
  if (!sizes.has(file))
    sizes.set(file, gzipSync(readFileSync(join(dist, file)), { level: 9 }).length);
  return sizes.get(file);
};
const total = (files) => files.reduce((sum, file) => sum + gzipped(file), 0);
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

const rows = [];
const css = new Set();
for (const route of budget.routes) {
  const files = routeInitialFiles(manifest, route.routeFiles, route.afterDraw);
  files.css.forEach((file) => css.add(file));
  rows.push({
    what: `${route.name} ${route.path} JS`,
    bytes: total(files.js),
    limit: route.jsGzipBytes,
    detail: `${files.js.length} files`,
  });
}
rows.push({
  what: 'CSS (first visit)',
  bytes: total([...css]),
  limit: budget.cssGzipBytes,
  detail: [...css].join(' ') || '(none)',
});
// Chunks with a budget of their own (e.g. MapLibre): checked by name, left out of the generic
// "largest lazy chunk" so that one stays tight for everything else.
const named = [];
for (const chunk of budget.namedChunks ?? []) {
  const files = namedChunkFiles(manifest, chunk.src);
  named.push(files.js);
  rows.push({
    what: `${chunk.name} (lazy)`,
    bytes: gzipped(files.js),
    limit: chunk.jsGzipBytes,
    detail: files.js,
  });
  if (chunk.workerGzipBytes !== undefined) {
    if (files.workers.length === 0) throw new Error(`${chunk.src} emits no worker any more`);
    rows.push({
      what: `${chunk.name} worker`,
      bytes: total(files.workers),
      limit: chunk.workerGzipBytes,
      detail: files.workers.join(' '),
    });
  }
}
const lazy = lazyJsFiles(manifest, named)
  .map((file) => ({ file, bytes: gzipped(file) }))
  .sort((a, b) => b.bytes - a.bytes);
const largest = lazy[0] ?? { file: '(none)', bytes: 0 };
rows.push({
  what: 'largest lazy chunk',
  bytes: largest.bytes,
  limit: budget.lazyChunkGzipBytes,
  detail: largest.file,
});

const pad = (text, width) => String(text).padEnd(width);
const padStart = (text, width) => String(text).padStart(width);
console.log(
  `${pad('', 5)}${pad('gzip -9', 28)}${padStart('size', 10)}${padStart('budget', 10)}  detail`,
);
let over = false;
for (const { what, bytes, limit, detail } of rows) {
  const ok = bytes <= limit;
  over ||= !ok;
  console.log(
    `${pad(ok ? 'ok' : 'OVER', 5)}${pad(what, 28)}${padStart(kb(bytes), 10)}${padStart(kb(limit), 10)}  ${detail}`,
  );
}
if (process.argv.includes('--verbose')) {
  console.log('\nlazy chunks without a budget of their own (gzip -9):');
  for (const { file, bytes } of lazy) console.log(`  ${padStart(kb(bytes), 9)}  ${file}`);
}
if (over) {
  console.error(
    'bundle budget exceeded: move the new code or library behind a dynamic import (web/README.md), or raise the budget in bundle-budget.json with a reason',
  );
  process.exit(1);
}
