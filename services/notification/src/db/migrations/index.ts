import type { MigrationSet } from '@arrendo/kit';
import * as createNotifications from './202611211900_create_notifications.js';
import * as createEmailLog from './202611211901_create_email_log.js';
import * as notificationKeys from './202612011200_notification_keys.js';
import * as supportAndFeedback from './202612031000_support_and_feedback.js';
import * as emailOutbox from './202612201000_email_outbox.js';
import * as notificationSettings from './202612281000_notification_settings.js';
import * as webPush from './202612291000_web_push.js';

/**
 * Applied in key order by the kit at start. Keys: `YYYYMMDDHHMM_snake_description` (kit
 * README); `renamedFrom` upgrades databases migrated under the earlier key format.
 */
export const migrations: MigrationSet = {
  '202611211900_create_notifications': {
    ...createNotifications,
    renamedFrom: '20261121T1900-create-notifications',
  },
  '202611211901_create_email_log': {
    ...createEmailLog,
    renamedFrom: '20261121T1901-create-email-log',
  },
  '202612011200_notification_keys': notificationKeys,
  '202612031000_support_and_feedback': supportAndFeedback,
  '202612201000_email_outbox': emailOutbox,
  '202612281000_notification_settings': notificationSettings,
  '202612291000_web_push': webPush,
};
