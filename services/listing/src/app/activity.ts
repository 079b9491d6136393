import type { ListingEventKind } from '@arrendo/contracts';
import type { ScheduledTask } from '@arrendo/kit';
import type { Kysely } from 'kysely';
import type { DB } from '../db/types.js';
import { visitorHash } from '../domain/visitor.js';
import { ActivityRepository } from '../repositories/activity.repository.js';

/** The listing an event is about: its id, its host and its time zone (whose date counts). */
export interface ActivityTarget {
  id: string;
  host_id: string;
  time_zone: string;
}

/**
 * Records a view or a save of `target` by `visitor` (domain/visitor.ts) on the listing's local
 * date, unless that visitor's is already there; true when recorded. Pass a transaction to record
 * it with the change that caused it (a save with its wishlist item).
 */
export async function recordActivity(
  db: Kysely<DB>,
  target: ActivityTarget,
  kind: ListingEventKind,
  visitor: string,
): Promise<boolean> {
  const repo = new ActivityRepository(db);
  const { day, salt } = await repo.todaysSalt(target.time_zone);
  return repo.record({
    propertyId: target.id,
    hostId: target.host_id,
    kind,
    day,
    visitor: visitorHash(salt, target.id, visitor),
  });
}

/**
 * Salts of dates that have ended in every time zone (a date lasts about 50 hours around the
 * world; two days leave a margin) are deleted: their day's visitors can no longer be told apart
 * from anyone, and no new event can need them.
 */
export const SALT_KEEP_DAYS = 2;

export function pruneVisitorSaltsTask(db: Kysely<DB>): ScheduledTask {
  return {
    name: 'activity.salts.prune',
    every: 3_600_000,
    async handler({ scheduledAt, logger }) {
      const before = new Date(scheduledAt.getTime() - SALT_KEEP_DAYS * 86_400_000)
        .toISOString()
        .slice(0, 10);
      const deleted = await new ActivityRepository(db).deleteSaltsBefore(before);
      if (deleted > 0) logger.info({ deleted, before }, 'visitor salts deleted');
    },
  };
}
