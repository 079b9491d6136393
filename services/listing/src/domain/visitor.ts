import { createHash } from 'node:crypto';
import type { Actor } from '@arrendo/contracts';

/**
 * Who is counted for a view or a save: a signed-in person by their account (so their phone and
 * their laptop are one visitor), anyone else by their visitor cookie's key. Undefined when an
 * anonymous caller gave no key.
 */
export function visitorOf(actor: Actor, visitorKey: string | undefined): string | undefined {
  if (actor.userId !== null) return `user:${actor.userId}`;
  return visitorKey === undefined ? undefined : `cookie:${visitorKey}`;
}

/**
 * What `listing_events.visitor` stores: a hash of the day's salt, the listing and the visitor,
 * 128 bits in hex. Equal for one visitor's events of one listing on one date, which is all the
 * counting needs; once the salt is deleted, nothing links it to the visitor, nor two listings'
 * rows of the same visitor to each other.
 */
export function visitorHash(salt: string, propertyId: string, visitor: string): string {
  return createHash('sha256')
    .update(`${salt}\n${propertyId}\n${visitor}`)
    .digest('hex')
    .slice(0, 32);
}
