import type { MigrationSet } from '@arrendo/kit';
import * as createStress from './202701201000_create_stress.js';

/** Applied in key order by the kit at start. Keys: `YYYYMMDDHHMM_snake_description` (kit README). */
export const migrations: MigrationSet = {
  '202701201000_create_stress': createStress,
};
