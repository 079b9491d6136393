import type { MigrationSet } from '@arrendo/kit';
import * as createPayments from './202612011000_create_payments.js';

/** Applied in key order by the kit at start. Keys: `YYYYMMDDHHMM_snake_description` (kit README). */
export const migrations: MigrationSet = {
  '202612011000_create_payments': createPayments,
};
