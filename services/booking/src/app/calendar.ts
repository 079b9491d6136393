import { randomUUID } from 'node:crypto';
import {
  addMonthsToDate,
  AppError,
  BookingEvents,
  LIMITS,
  ListingRpc,
  SYSTEM_ACTOR,
  todayIn,
  type Actor,
  type DateRange,
  type HostCalendar,
  type WeeklyRules,
} from '@arrendo/contracts';
import { enqueueEvent } from '@arrendo/kit';
import type { Kysely } from 'kysely';
import type { DB } from '../db/types.js';
import type { Block } from '../domain/blocks.js';
import { calendarKindOf, effectiveRules, type CalendarKind } from '../domain/weekly-rules.js';
import { CalendarRepository } from '../repositories/calendar.repository.js';
import { importedBusy } from '../repositories/calendar-sync.repository.js';
import { mergeRanges } from '../domain/ical-import.js';
import type { BookingDeps } from './deps.js';

/** What the calendar needs to know about a listing; the listing service is asked each time. */
export interface CalendarListing {
  propertyId: string;
  hostId: string;
  timeZone: string;
  kind: CalendarKind;
  minHours: number | null;
}

/**
 * The listing as its host (or an admin) sees it, asked with the caller's own actor: the listing
 * service answers FORBIDDEN or NOT_FOUND to anyone else, and that answer is passed on as is.
 */
export async function hostListing(
  deps: BookingDeps,
  propertyId: string,
  actor: Actor,
): Promise<CalendarListing> {
  if (!actor.userId && !actor.roles.includes('admin')) {
    throw new AppError('UNAUTHENTICATED', 'Please log in.');
  }
  const listing = await deps.client.call(ListingRpc.getListing, { id: propertyId }, { actor });
  return {
    propertyId: listing.id,
    hostId: listing.hostId,
    timeZone: listing.timeZone,
    kind: calendarKindOf(listing.listingType),
    minHours: listing.minHours,
  };
}

/**
 * The listing as the system reads it, for work no person asks for (a feed read by a calendar app,
 * the periodic import refresh): published, unlisted and complete listings; a deleted one is
 * NOT_FOUND. `getListing` is the host's own view and wants a signed-in user.
 */
export async function systemListing(
  deps: BookingDeps,
  propertyId: string,
): Promise<CalendarListing> {
  const property = await deps.client.call(
    ListingRpc.getProperty,
    { id: propertyId },
    { actor: SYSTEM_ACTOR },
  );
  return {
    propertyId: property.id,
    hostId: property.hostId,
    timeZone: property.timeZone,
    kind: calendarKindOf(property.listingType),
    minHours: property.minHours,
  };
}

/** What guests are told of a listing that is not on the market, whatever the reason. */
export const LISTING_NOT_AVAILABLE = 'This listing is not available.';

/** A listing guests may see: published only. */
export async function publishedListing(
  deps: BookingDeps,
  propertyId: string,
  actor: Actor,
): Promise<CalendarListing> {
  const property = await deps.client.call(ListingRpc.getProperty, { id: propertyId }, { actor });
  if (property.status !== 'published') throw new AppError('NOT_FOUND', LISTING_NOT_AVAILABLE);
  return {
    propertyId: property.id,
    hostId: property.hostId,
    timeZone: property.timeZone,
    kind: calendarKindOf(property.listingType),
    minHours: property.minHours,
  };
}

/** Today and the first date beyond the horizon (spec §9), in the listing's zone. */
export function horizonOf(timeZone: string, now: Date): { today: string; horizonEnd: string } {
  const today = todayIn(timeZone, now);
  return { today, horizonEnd: addMonthsToDate(today, LIMITS.availabilityHorizonMonths) };
}

export async function rulesOf(
  repo: CalendarRepository,
  listing: CalendarListing,
): Promise<WeeklyRules> {
  const row = await repo.find(listing.propertyId);
  return effectiveRules(listing.kind, row?.blockedWeekdays ?? [], row?.openingHours ?? null);
}

export async function loadHostCalendar(
  db: Kysely<DB>,
  listing: CalendarListing,
  now: Date,
): Promise<HostCalendar> {
  const repo = new CalendarRepository(db);
  const { today, horizonEnd } = horizonOf(listing.timeZone, now);
  const [rules, blocks, imported, bookings] = await Promise.all([
    rulesOf(repo, listing),
    repo.blocks(listing.propertyId),
    importedBusy(db, listing.propertyId),
    repo.bookings(listing.propertyId, today),
  ]);
  return {
    propertyId: listing.propertyId,
    timeZone: listing.timeZone,
    today,
    horizonEnd,
    rules,
    blocks: blocks.map((b) => ({
      id: b.id,
      start: b.start,
      end: b.end,
      note: b.note,
      createdAt: b.createdAt.toISOString(),
    })),
    importedBlocks: imported,
    bookings,
  };
}

/**
 * Every range a guest cannot book because of the calendar itself: the host's blocks and the days
 * the listing's followed calendars hold busy. Holds, date pickers and search all read this.
 */
export async function unbookableRanges(db: Kysely<DB>, propertyId: string): Promise<DateRange[]> {
  const [blocks, imported] = await Promise.all([
    new CalendarRepository(db).blocks(propertyId),
    importedBusy(db, propertyId),
  ]);
  return mergeRanges([...blocks, ...imported]);
}

/** Ids and creation times for blocks made now. */
export const freshBlock = (now: Date) => (): Pick<Block, 'id' | 'createdAt'> => ({
  id: randomUUID(),
  createdAt: now,
});

/**
 * Writes one calendar change (new rules and/or new blocks), bumps the version and announces the
 * whole calendar through the outbox, all in the caller's transaction.
 */
export async function commitChange(
  trx: Kysely<DB>,
  listing: CalendarListing,
  change: { rules?: WeeklyRules; blocks?: { before: Block[]; after: Block[] } },
  now: Date,
): Promise<HostCalendar> {
  const repo = new CalendarRepository(trx);
  const version = await repo.bumpVersion(listing);
  if (change.rules) await repo.saveRules(listing.propertyId, change.rules);
  if (change.blocks) {
    await repo.replaceBlocks(listing.propertyId, change.blocks.before, change.blocks.after);
  }
  const calendar = await loadHostCalendar(trx, listing, now);
  await enqueueEvent(trx, BookingEvents.CALENDAR_CHANGED, {
    propertyId: listing.propertyId,
    hostId: listing.hostId,
    version,
    timeZone: listing.timeZone,
    rules: calendar.rules,
    blocks: mergeRanges([...calendar.blocks, ...calendar.importedBlocks]).map((b) => ({
      start: b.start,
      end: b.end,
    })),
    changedAt: now.toISOString(),
  });
  return calendar;
}
