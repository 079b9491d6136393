import type { MigrationSet } from '@arrendo/kit';
import * as createPayments from './202612011000_create_payments.js';
import * as duplicateAttempts from './202612021000_duplicate_attempts.js';
import * as pendingRefunds from './202612031000_pending_refunds.js';
import * as payoutBankAccounts from './202612291000_payout_bank_accounts.js';
import * as stripeConnect from './202612301000_stripe_connect.js';
import * as payoutLedger from './202612301100_payout_ledger.js';
import * as adminDashboard from './202701101200_admin_dashboard.js';

/** Applied in key order by the kit at start. Keys: `YYYYMMDDHHMM_snake_description` (kit README). */
export const migrations: MigrationSet = {
  '202612011000_create_payments': createPayments,
  '202612021000_duplicate_attempts': duplicateAttempts,
  '202612031000_pending_refunds': pendingRefunds,
  '202612291000_payout_bank_accounts': payoutBankAccounts,
  '202612301000_stripe_connect': stripeConnect,
  '202612301100_payout_ledger': payoutLedger,
  '202701101200_admin_dashboard': adminDashboard,
};
