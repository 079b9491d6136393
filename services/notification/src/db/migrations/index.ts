import type { Migration } from 'kysely';
import * as createNotifications from './20261121T1900-create-notifications.js';
import * as createEmailLog from './20261121T1901-create-email-log.js';

/** Applied in key order. */
export const migrations: Record<string, Migration> = {
  '20261121T1900-create-notifications': createNotifications,
  '20261121T1901-create-email-log': createEmailLog,
};
