import type { BookingExportClaim } from '@arrendo/contracts';
import type { Kysely } from 'kysely';
import type { DB } from '../db/types.js';
import { ClaimRepository } from '../repositories/claim.repository.js';
import { claimDetailFor } from './claim-view.js';

/**
 * The person's damage claims for their data export (Ley 21.719), as they see each on its page:
 * every field, and the messages they may read (not an admin's meant for the other side alone).
 */
export async function claimsOfPerson(
  db: Kysely<DB>,
  userId: string,
): Promise<BookingExportClaim[]> {
  const rows = await new ClaimRepository(db).ofPerson(userId);
  const claims: BookingExportClaim[] = [];
  for (const row of rows) {
    const role = row.host_id === userId ? 'host' : 'guest';
    const { claim, messages } = await claimDetailFor(db, row, role);
    claims.push({ ...claim, role, messages });
  }
  return claims;
}
