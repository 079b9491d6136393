// The built app's manifest as bundle-graph.mjs walks it, read from disk: for the bundle budget
// (bundle-size.mjs) and the browser test that checks a first visit downloads what it counts.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { withEntryFromHtml } from './bundle-graph.mjs';

/** `dist`'s Vite manifest with its entry from index.html; an error naming the build if missing. */
export function readBuiltManifest(dist) {
  const manifestPath = join(dist, '.vite', 'manifest.json');
  if (!existsSync(manifestPath)) {
    throw new Error(`no ${manifestPath}: run \`pnpm --filter @arrendo/web build\` first`);
  }
  return withEntryFromHtml(
    JSON.parse(readFileSync(manifestPath, 'utf8')),
    readFileSync(join(dist, 'index.html'), 'utf8'),
  );
}
