import {
  endBookingIn,
  grantRoleIn,
  recordDeadLetterIn,
  revokeRoleFromAllIn,
  type DeadLetterEntry,
} from '@arrendo/infra/testing';

// The system under test's database (global-setup.ts exports its URL to the workers).

function databaseUrl(): string {
  const url = process.env.E2E_DATABASE_URL;
  if (!url)
    throw new Error('E2E_DATABASE_URL is not set: run the specs through playwright.config.ts');
  return url;
}

/** Work that failed for good in `service`, as its kit records it. */
export function recordDeadLetter(service: string, entry: DeadLetterEntry): Promise<void> {
  return recordDeadLetterIn(databaseUrl(), service, entry);
}

/**
 * Makes an account an administrator without the bootstrap token (which makes only the first one,
 * and the bootstrap test needs that moment for itself). Call it before the account signs in.
 */
export function makeAdmin(email: string): Promise<void> {
  return grantRoleIn(databaseUrl(), email, 'admin');
}

/** No admin left: the bootstrap test's starting point, whatever specs ran before it. */
export function removeEveryAdmin(): Promise<void> {
  return revokeRoleFromAllIn(databaseUrl(), 'admin');
}

/**
 * A confirmed (paid) stay that ended `daysAgo` days ago, as if the test had waited for it: a host
 * may open a damage claim from the end of the stay for 14 days (decision 0051). Past 14 the
 * window is closed. Only the booking's period moves; it keeps its length.
 */
export function finishStay(bookingId: string, daysAgo = 1): Promise<void> {
  return endBookingIn(databaseUrl(), bookingId, Math.round(daysAgo * 24));
}
