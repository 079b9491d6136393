import { AppError, type Actor } from '@arrendo/contracts';
import type { PropertyRow } from '../db/types.js';

/** The one answer for a listing the actor may not manage, whether or not it exists. */
export const LISTING_NOT_FOUND = 'Listing not found';

/** The signed-in user's id, or UNAUTHENTICATED: every host-side call needs one. */
export function requireUserId(actor: Actor): string {
  if (actor.userId === null) throw new AppError('UNAUTHENTICATED', 'Sign in to continue');
  return actor.userId;
}

/** True for the listing's host and for admins, who manage every listing. */
export function canManage(hostId: string, actor: Actor): boolean {
  return (actor.userId !== null && actor.userId === hostId) || actor.roles.includes('admin');
}

/**
 * The listing, if the actor may manage it. Missing, deleted and someone else's are the same
 * NOT_FOUND, body included, as bookings answer: a different answer would tell a stranger that a
 * guessed or leaked id is a real draft.
 */
export function requireManaged(row: PropertyRow | undefined, actor: Actor): PropertyRow {
  requireUserId(actor);
  if (!row || row.deleted_at !== null || !canManage(row.host_id, actor)) {
    throw new AppError('NOT_FOUND', LISTING_NOT_FOUND);
  }
  return row;
}
