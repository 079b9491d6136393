import type { MigrationSet } from '@arrendo/kit';
import * as createMessaging from './202612301000_create_messaging.js';
import * as reportResolution from './202701051000_report_resolution.js';

/** Applied in key order by the kit at start. Keys: `YYYYMMDDHHMM_snake_description` (kit README). */
export const migrations: MigrationSet = {
  '202612301000_create_messaging': createMessaging,
  '202701051000_report_resolution': reportResolution,
};
