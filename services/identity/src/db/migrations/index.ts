import type { Migration } from 'kysely';
import * as createIdentity from './20261121190000-create-identity.js';
import * as disputeUnprovenPasswords from './20261201090000-dispute-unproven-passwords.js';
import * as sessionVersion from './20261201090100-session-version.js';

/** Applied in key order by the kit at start. */
export const migrations: Record<string, Migration> = {
  '20261121190000-create-identity': createIdentity,
  '20261201090000-dispute-unproven-passwords': disputeUnprovenPasswords,
  '20261201090100-session-version': sessionVersion,
};
