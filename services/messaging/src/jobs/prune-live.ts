import type { ScheduledTask } from '@arrendo/kit';
import type { Kysely } from 'kysely';
import type { DB } from '../db/types.js';
import { LiveRepository } from '../repositories/live.repository.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Live events are only for a browser catching up after a dropped connection: after
 * `retentionDays` nobody resumes that far back (the page reloads its lists instead).
 */
export function pruneLiveEventsTask(db: Kysely<DB>, retentionDays: number): ScheduledTask {
  const live = new LiveRepository(db);
  return {
    name: 'live-events.prune',
    every: 60 * 60 * 1000,
    handler: async () => {
      await live.prune(new Date(Date.now() - retentionDays * DAY_MS));
    },
  };
}
