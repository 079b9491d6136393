// The web app's bundle budget, checked by `pnpm test` after the production build: what the first
// visit downloads (the entry, its module preloads and the CSS that index.html names) and the
// largest chunk loaded later, gzipped, against bundle-budget.json. Raise a budget only with a
// reason in the commit; heavy libraries (maps, carousels, payment SDKs) belong in route chunks.
import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(root, 'dist');
const budget = JSON.parse(readFileSync(join(root, 'bundle-budget.json'), 'utf8'));

const gzipped = (file) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;

const html = readFileSync(join(dist, 'index.html'), 'utf8');
const initial = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.(?:js|css))"/g)].map(
  (m) => m[1],
);
const initialBytes = initial.reduce((sum, file) => sum + gzipped(file), 0);

// Chunks with a budget of their own (a library that cannot be smaller, loaded only where used).
const named = Object.entries(budget.namedChunkGzipBytes ?? {});
const nameOf = (file) => named.find(([prefix]) => file.startsWith(`assets/${prefix}-`));

const lazy = readdirSync(join(dist, 'assets'))
  .map((name) => `assets/${name}`)
  .filter((file) => file.endsWith('.js') && !initial.includes(file))
  .map((file) => ({ file, bytes: gzipped(file) }))
  .sort((a, b) => b.bytes - a.bytes);
const largest = lazy.find((c) => !nameOf(c.file)) ?? { file: '(none)', bytes: 0 };

const rows = [
  ['first visit (gzip)', initialBytes, budget.initialGzipBytes, `${initial.length} files`],
  ['largest later chunk (gzip)', largest.bytes, budget.lazyChunkGzipBytes, largest.file],
  ...lazy
    .filter((c) => nameOf(c.file))
    .map((c) => [`${nameOf(c.file)[0]} (gzip)`, c.bytes, nameOf(c.file)[1], c.file]),
];
let over = false;
for (const [what, bytes, limit, detail] of rows) {
  const ok = bytes <= limit;
  over ||= !ok;
  console.log(`${ok ? 'ok  ' : 'OVER'} ${what}: ${kb(bytes)} of ${kb(limit)} (${detail})`);
}
if (over) {
  console.error(
    'bundle budget exceeded: split the new code into a route chunk, or raise the budget with a reason',
  );
  process.exit(1);
}
