import { AppError, type BookingRpc } from '@arrendo/contracts';
import type { RpcHandler } from '@arrendo/kit';
import { hostListing, systemListing } from '../../app/calendar.js';
import {
  addImport,
  feedOf,
  refreshImport,
  removeImport,
  syncSettings,
} from '../../app/calendar-sync.js';
import type { BookingDeps } from '../../app/deps.js';
import { CalendarSyncRepository } from '../../repositories/calendar-sync.repository.js';

/** Calendar sync, host side: the listing service says who the host is (as `getCalendar`). */
export function calendarSyncHandlers(deps: BookingDeps) {
  const calendarSync: RpcHandler<typeof BookingRpc.calendarSync> = async (request, call) =>
    syncSettings(deps.db, await hostListing(deps, request.propertyId, call.actor));

  const rotateCalendarFeed: RpcHandler<typeof BookingRpc.rotateCalendarFeed> = async (
    request,
    call,
  ) =>
    syncSettings(deps.db, await hostListing(deps, request.propertyId, call.actor), {
      rotate: true,
    });

  const addCalendarImport: RpcHandler<typeof BookingRpc.addCalendarImport> = async (
    request,
    call,
  ) => {
    const listing = await hostListing(deps, request.propertyId, call.actor);
    await addImport(deps, listing, request);
    return syncSettings(deps.db, listing);
  };

  const removeCalendarImport: RpcHandler<typeof BookingRpc.removeCalendarImport> = async (
    request,
    call,
  ) => {
    const listing = await hostListing(deps, request.propertyId, call.actor);
    await removeImport(deps, listing, request.importId);
    return syncSettings(deps.db, listing);
  };

  const refreshCalendarImports: RpcHandler<typeof BookingRpc.refreshCalendarImports> = async (
    request,
    call,
  ) => {
    const listing = await hostListing(deps, request.propertyId, call.actor);
    // At once: each read waits on someone else's server (at most CALENDAR_IMPORTS_MAX of them).
    const rows = await new CalendarSyncRepository(deps.db).imports(listing.propertyId);
    await Promise.all(rows.map((row) => refreshImport(deps, listing, row)));
    return syncSettings(deps.db, listing);
  };

  /** Whoever holds the secret; the listing is read as the system (the reader is no one). */
  const calendarFeed: RpcHandler<typeof BookingRpc.calendarFeed> = async ({ token }) => {
    const propertyId = await new CalendarSyncRepository(deps.db).propertyOfToken(token);
    if (!propertyId) throw new AppError('NOT_FOUND', 'This calendar feed does not exist.');
    const listing = await systemListing(deps, propertyId);
    return { ics: await feedOf(deps.db, listing, deps.now()) };
  };

  return {
    calendarSync,
    rotateCalendarFeed,
    addCalendarImport,
    removeCalendarImport,
    refreshCalendarImports,
    calendarFeed,
  };
}
