import { AppError, type Actor, type ClaimViewerRole } from '@arrendo/contracts';
import type { ClaimRepository, ClaimRow } from '../repositories/claim.repository.js';
import { requireSignedIn } from './access.js';

export const CLAIM_NOT_FOUND = 'Claim not found';

/** The caller's side of a claim (a side wins over the admin role), or null for a stranger. */
export function claimRoleOf(row: ClaimRow, actor: Actor): ClaimViewerRole | null {
  if (actor.userId && row.host_id === actor.userId) return 'host';
  if (actor.userId && row.guest_id === actor.userId) return 'guest';
  if (actor.roles.includes('admin')) return 'admin';
  return null;
}

/**
 * The claim as the caller may see it (locked when `lock`), or NOT_FOUND: to a stranger a claim
 * does not exist, so a guessed id confirms nothing.
 */
export async function visibleClaim(
  repo: ClaimRepository,
  id: string,
  actor: Actor,
  lock: boolean,
): Promise<{ row: ClaimRow; role: ClaimViewerRole }> {
  requireSignedIn(actor);
  const row = lock ? await repo.findForUpdate(id) : await repo.find(id);
  const role = row ? claimRoleOf(row, actor) : null;
  if (!row || !role) throw new AppError('NOT_FOUND', CLAIM_NOT_FOUND);
  return { row, role };
}

/**
 * A person with the admin role, whose id is answered: admin actions are audited under it (the
 * system actor has none, and does not decide claims).
 */
export function requireAdminPerson(actor: Actor, what: string): string {
  if (!actor.roles.includes('admin') || !actor.userId) {
    throw new AppError('FORBIDDEN', `Only administrators can ${what}.`);
  }
  return actor.userId;
}
