import type { MigrationSet } from '@arrendo/kit';
import * as createIdentity from './202611211900_create_identity.js';
import * as disputeUnprovenPasswords from './202611230930_dispute_unproven_passwords.js';
import * as sessionVersion from './202611230931_session_version.js';
import * as deletePlaintextOtpEvents from './202611231000_delete_plaintext_otp_events.js';
import * as profileLanguages from './202611231600_profile_languages.js';
import * as promotionalConsents from './202611261000_promotional_consents.js';
import * as actorCodes from './202612291000_actor_codes.js';
import * as suspendedUsers from './202701101000_suspended_users.js';
import * as adminAudit from './202701111000_admin_audit.js';

/**
 * Applied in key order by the kit at start. Keys: `YYYYMMDDHHMM_snake_description` (kit
 * README); `renamedFrom` upgrades databases migrated under the earlier key format.
 */
export const migrations: MigrationSet = {
  '202611211900_create_identity': {
    ...createIdentity,
    renamedFrom: '20261121190000-create-identity',
  },
  '202611230930_dispute_unproven_passwords': disputeUnprovenPasswords,
  '202611230931_session_version': sessionVersion,
  '202611231000_delete_plaintext_otp_events': deletePlaintextOtpEvents,
  '202611231600_profile_languages': profileLanguages,
  '202611261000_promotional_consents': promotionalConsents,
  '202612291000_actor_codes': actorCodes,
  '202701101000_suspended_users': suspendedUsers,
  '202701111000_admin_audit': adminAudit,
};
