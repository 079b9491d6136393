import type { MigrationSet } from '@arrendo/kit';
import * as createPricing from './202612011000_create_pricing.js';
import * as vatDisplayDefault from './202701101000_vat_display_default.js';

/** Applied in key order by the kit at start. Keys: `YYYYMMDDHHMM_snake_description` (kit README). */
export const migrations: MigrationSet = {
  '202612011000_create_pricing': createPricing,
  '202701101000_vat_display_default': vatDisplayDefault,
};
