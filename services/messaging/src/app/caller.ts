import { AppError, isSystemActor, type Actor } from '@arrendo/contracts';

/** The signed-in user behind a call; messaging has nothing for visitors. */
export function callerId(actor: Actor): string {
  if (!actor.userId) throw new AppError('UNAUTHENTICATED', 'Please log in to see your messages.');
  return actor.userId;
}

export function requireSystem(actor: Actor): void {
  if (!isSystemActor(actor)) throw new AppError('FORBIDDEN', 'Only the system may ask this.');
}

export function requireAdmin(actor: Actor): void {
  if (!actor.userId || !actor.roles.includes('admin')) {
    throw new AppError('FORBIDDEN', 'This is for administrators only.');
  }
}

/** The same answer for "no such conversation" and "not yours": ids cannot be probed. */
export function conversationNotFound(): AppError {
  return new AppError('NOT_FOUND', 'Conversation not found');
}
