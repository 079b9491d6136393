import { AppError, type Actor } from '@arrendo/contracts';

/** Admins only, decided here from the actor (not only by the BFF's guard). */
export function requireAdmin(actor: Actor): string {
  if (!actor.userId) throw new AppError('UNAUTHENTICATED', 'Please log in to continue.');
  if (!actor.roles.includes('admin')) {
    throw new AppError('FORBIDDEN', 'Only administrators can run stress tests.');
  }
  return actor.userId;
}
