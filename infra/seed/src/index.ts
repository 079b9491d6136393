// The seed as a library, for tests that need the demo catalogue in a system they start
// themselves; `main.ts` is the process `pnpm start` and docker compose run.
export type { SeedContext } from './context.js';
export { runSeed, type SeedSummary } from './run-seed.js';
export { generateCatalogue, type DemoListing } from './catalogue/catalogue.js';
export { DEMO_HOST_IDS } from './catalogue/hosts.js';
