import { AppError, type Actor } from '@arrendo/contracts';
import type { PropertyRow } from '../db/types.js';

export const NOT_YOURS = 'You can only change your own listings.';

/** The signed-in user's id, or UNAUTHENTICATED: every host-side call needs one. */
export function requireUserId(actor: Actor): string {
  if (actor.userId === null) throw new AppError('UNAUTHENTICATED', 'Sign in to continue');
  return actor.userId;
}

/**
 * The listing, if the actor may manage it: missing or deleted → NOT_FOUND; someone else's →
 * FORBIDDEN (the contract's answer for another host's listing, guessed ids included).
 */
export function requireManaged(row: PropertyRow | undefined, actor: Actor): PropertyRow {
  requireUserId(actor);
  if (!row || row.deleted_at !== null) throw new AppError('NOT_FOUND', 'Listing not found');
  if (row.host_id !== actor.userId && !actor.roles.includes('admin')) {
    throw new AppError('FORBIDDEN', NOT_YOURS);
  }
  return row;
}
