// Writes src/routeTree.gen.ts (git-ignored) without building, so `tsc` works on a fresh clone.
// The TanStack router plugin generates the tree when Vite resolves its config.
import { fileURLToPath } from 'node:url';
import { resolveConfig } from 'vite';

await resolveConfig(
  { root: fileURLToPath(new URL('..', import.meta.url)), logLevel: 'warn' },
  'build',
);
