import { AppError } from '@arrendo/contracts';
import type { ScheduledTask } from '@arrendo/kit';
import { systemListing } from '../app/calendar.js';
import { refreshImport } from '../app/calendar-sync.js';
import type { BookingDeps } from '../app/deps.js';
import { CalendarSyncRepository } from '../repositories/calendar-sync.repository.js';

/** Calendars read per tick; the rest wait for the next one (oldest read first). */
const BATCH = 200;

/**
 * Reads again every followed calendar not read for a period, so days sold elsewhere are blocked
 * here within about one period. One replica takes each tick (kit scheduler). A listing the
 * listing service no longer knows is skipped.
 */
export function refreshCalendarImportsTask(deps: BookingDeps): ScheduledTask {
  const everyMs = deps.env.CALENDAR_IMPORT_REFRESH_MINUTES * 60_000;
  return {
    name: 'calendar-imports.refresh',
    every: everyMs,
    async handler({ logger }) {
      // A little slack, so a calendar read just before the last tick is read at this one.
      const before = new Date(deps.now().getTime() - everyMs + 30_000);
      const due = await new CalendarSyncRepository(deps.db).due(before, BATCH);
      const outcome = { updated: 0, failed: 0, skipped: 0 };
      for (const row of due) {
        try {
          const listing = await systemListing(deps, row.property_id);
          outcome[await refreshImport(deps, listing, row)] += 1;
        } catch (error) {
          if (error instanceof AppError && error.code === 'NOT_FOUND') {
            outcome.skipped += 1;
            continue;
          }
          throw error;
        }
      }
      if (due.length > 0) logger.info(outcome, 'followed calendars refreshed');
    },
  };
}
