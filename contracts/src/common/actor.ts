import { z } from 'zod';
import { Locale, Uuid } from './ids.js';

export const Role = z.enum(['admin']);
export type Role = z.infer<typeof Role>;

/**
 * Who is acting, carried by every RPC. Services decide ownership from it; the BFF only
 * authenticates. `userId: null` is an anonymous visitor.
 */
export const Actor = z.object({
  userId: Uuid.nullable(),
  roles: z.array(Role).default([]),
  locale: Locale.optional(),
  /** Client address as seen by the BFF, for rate limits and audit. */
  ip: z.string().max(64).optional(),
});
export type Actor = z.infer<typeof Actor>;

export const ANONYMOUS: Actor = { userId: null, roles: [] };

/** The system itself (seeders, consumers acting on events). */
export const SYSTEM_ACTOR: Actor = { userId: null, roles: ['admin'] };

/** Whether a call comes from the system itself (no person, the admin role), not a user. */
export function isSystemActor(actor: Actor): boolean {
  return actor.userId === null && actor.roles.includes('admin');
}
