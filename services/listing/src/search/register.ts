import type { ParsedSearchRequest } from '@arrendo/contracts';
import type { EventHandlers, ServiceContext } from '@arrendo/kit';
import type { DB } from '../db/types.js';
import type { ListingEnv } from '../env.js';
import { SearchRepository } from '../repositories/search.repository.js';
import type { SearchConsumedEvents } from './consumed-events.js';
import { DensityGrid } from './density.js';
import {
  onBookingConfirmed,
  onBookingHeld,
  onBookingReleased,
  onBookingRequested,
  onCalendarChanged,
} from './projection.js';
import { search } from './search.js';

/** How often each process recounts its density grid. */
const GRID_REFRESH_MS = 60_000;

/** The projection of the booking events (`service.ts` subscribes them with the others). */
export const searchEventHandlers: EventHandlers<typeof SearchConsumedEvents, DB> = {
  bookingHeld: onBookingHeld,
  bookingRequested: onBookingRequested,
  bookingConfirmed: onBookingConfirmed,
  bookingExpired: onBookingReleased,
  bookingCancelled: onBookingReleased,
  calendarChanged: onCalendarChanged,
};

/**
 * Search's part of the service: the two schedules that keep documents true without an event
 * (lapsed holds, trending), and this process's density grid. Returns the RPC handler; the
 * projection's handlers are `searchEventHandlers`.
 */
export function registerSearch(ctx: ServiceContext<DB, ListingEnv>) {
  ctx.schedule({
    name: 'search.lapsed-holds',
    every: 60_000,
    handler: async ({ logger }) => {
      const n = await new SearchRepository(ctx.db).refreshLapsedHolds();
      if (n > 0) logger.info({ documents: n }, 'search documents freed of lapsed holds');
    },
  });
  ctx.schedule({
    name: 'search.trending',
    every: 3_600_000,
    handler: async () => {
      await new SearchRepository(ctx.db).refreshTrendingScores();
    },
  });

  const grid = new DensityGrid();
  const refreshGrid = () =>
    grid.refresh(ctx.db).catch((err: unknown) => {
      ctx.logger.warn({ err }, 'search density grid not refreshed');
    });
  // Until the first count answers, every area looks sparse: the geo plan, always correct.
  void refreshGrid();
  const timer = setInterval(() => void refreshGrid(), GRID_REFRESH_MS);
  timer.unref();
  ctx.onStop(() => clearInterval(timer));

  return (request: ParsedSearchRequest) => search(ctx.db, request, { grid });
}
