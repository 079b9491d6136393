// The seed as a library, for tests that need the demo catalogue in a system they start
// themselves; `main.ts` is the process `pnpm start` and docker compose run.
export type { SeedContext } from './context.js';
export { runSeed, type SeedOptions, type SeedSummary } from './run-seed.js';
export { generateCatalogue, type DemoListing } from './catalogue/catalogue.js';
export { DEMO_GUEST, DEMO_HOSTS, DEMO_HOST_IDS, type DemoPerson } from './catalogue/hosts.js';
export {
  DEFAULT_DEMO_PASSWORD,
  DEMO_GUEST_EMAIL,
  DEMO_HOST_EMAIL,
  demoAccountLines,
} from './demo-accounts.js';
export { callAsSystem } from './call-system.js';
export { createRng, type Rng } from './prng.js';
