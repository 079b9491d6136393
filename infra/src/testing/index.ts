// What tests outside infra use of it (`@arrendo/infra/testing`): the SMTP mailbox the system under
// test sends to and the reader of what landed there, and writes to the system's own database.
export { extractCode, mailboxDir, waitForEmail, type ReceivedEmail } from './mailbox.js';
export { startSmtpMailbox, type SmtpMailbox, type StoredEmail } from './smtp-mailbox.js';
export {
  grantRoleIn,
  recordDeadLetterIn,
  revokeRoleFromAllIn,
  type DeadLetterEntry,
} from './system-database.js';
export { endBookingIn } from './booking-clock.js';
