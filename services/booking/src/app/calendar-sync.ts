import { randomBytes, randomUUID } from 'node:crypto';
import {
  addDays,
  AppError,
  CALENDAR_IMPORTS_MAX,
  fieldError,
  type CalendarSync,
  type DateRange,
} from '@arrendo/contracts';
import type { Kysely } from 'kysely';
import type { DB } from '../db/types.js';
import { buildFeed } from '../domain/ical-feed.js';
import { busyRanges, ICalendarError } from '../domain/ical-import.js';
import { CalendarRepository } from '../repositories/calendar.repository.js';
import { CalendarSyncRepository } from '../repositories/calendar-sync.repository.js';
import { commitChange, horizonOf, type CalendarListing } from './calendar.js';
import type { BookingDeps } from './deps.js';
import { fetchCalendar } from './ical-fetch.js';

const newToken = (): string => randomBytes(32).toString('base64url');

/** The listing's sync settings; its feed secret is made the first time anyone asks. */
export async function syncSettings(
  db: Kysely<DB>,
  listing: CalendarListing,
  options: { rotate?: boolean } = {},
): Promise<CalendarSync> {
  const repo = new CalendarSyncRepository(db);
  const existing = options.rotate ? undefined : await repo.feedToken(listing.propertyId);
  const exportToken = existing ?? (await repo.saveFeedToken(listing, newToken(), !!options.rotate));
  const imports = await repo.imports(listing.propertyId);
  return {
    propertyId: listing.propertyId,
    exportToken,
    imports: imports.map((row) => ({
      id: row.id,
      name: row.name,
      url: row.url,
      createdAt: row.created_at.toISOString(),
      lastSyncedAt: row.last_synced_at?.toISOString() ?? null,
      lastError: row.last_error,
      busyCount: row.busy_count,
    })),
  };
}

/** Reads an outside calendar into the listing's days; throws ICalendarError when it cannot. */
async function readBusy(
  deps: BookingDeps,
  listing: CalendarListing,
  url: string,
  now: Date,
): Promise<DateRange[]> {
  const text = await fetchCalendar(url, {
    timeoutMs: deps.env.CALENDAR_IMPORT_TIMEOUT_MS,
    allowPrivateHosts: deps.env.CALENDAR_IMPORT_ALLOW_PRIVATE_HOSTS,
  });
  const { today, horizonEnd } = horizonOf(listing.timeZone, now);
  return busyRanges(text, { timeZone: listing.timeZone, today, horizonEnd });
}

const sameRanges = (a: readonly DateRange[], b: readonly DateRange[]) =>
  a.length === b.length && a.every((r, i) => r.start === b[i]?.start && r.end === b[i]?.end);

/**
 * The import's days become what its calendar says now, under the listing's calendar lock (a
 * hold racing it sees the days before or after, never half). A changed set bumps the calendar's
 * version and announces it, so search follows. Past days are dropped on every refresh.
 */
async function storeBusy(
  trx: Kysely<DB>,
  listing: CalendarListing,
  importId: string,
  ranges: readonly DateRange[],
  now: Date,
): Promise<void> {
  await new CalendarRepository(trx).lockForChange(listing.propertyId);
  const repo = new CalendarSyncRepository(trx);
  if (!(await repo.findImport(listing.propertyId, importId))) return;
  const before = await repo.busyOf(importId);
  await repo.recordRefresh(importId, now, null);
  if (sameRanges(before, ranges)) return;
  await repo.replaceBusy(importId, listing.propertyId, ranges);
  await commitChange(trx, listing, {}, now);
}

/** One refresh of a followed calendar; a failure is recorded and its earlier days stay. */
export async function refreshImport(
  deps: BookingDeps,
  listing: CalendarListing,
  row: { id: string; url: string },
): Promise<'updated' | 'failed'> {
  const now = deps.now();
  try {
    const ranges = await readBusy(deps, listing, row.url, now);
    await deps.db.transaction().execute((trx) => storeBusy(trx, listing, row.id, ranges, now));
    return 'updated';
  } catch (error) {
    if (!(error instanceof ICalendarError)) throw error;
    await new CalendarSyncRepository(deps.db).recordRefresh(row.id, now, error.message);
    return 'failed';
  }
}

/** Follows a calendar, read at once: one that cannot be read is refused and nothing is kept. */
export async function addImport(
  deps: BookingDeps,
  listing: CalendarListing,
  input: { name: string; url: string },
): Promise<void> {
  const repo = new CalendarSyncRepository(deps.db);
  if ((await repo.countImports(listing.propertyId)) >= CALENDAR_IMPORTS_MAX) {
    throw fieldError('url', `A listing can follow at most ${CALENDAR_IMPORTS_MAX} calendars.`);
  }
  const now = deps.now();
  let ranges: DateRange[];
  try {
    ranges = await readBusy(deps, listing, input.url, now);
  } catch (error) {
    if (error instanceof ICalendarError) throw fieldError('url', error.message);
    throw error;
  }
  await deps.db.transaction().execute(async (trx) => {
    const id = randomUUID();
    const inserted = await new CalendarSyncRepository(trx).insertImport({
      id,
      propertyId: listing.propertyId,
      hostId: listing.hostId,
      name: input.name,
      url: input.url,
    });
    if (!inserted) throw fieldError('url', 'This listing already follows this calendar.');
    await storeBusy(trx, listing, id, ranges, now);
  });
}

export async function removeImport(
  deps: BookingDeps,
  listing: CalendarListing,
  importId: string,
): Promise<void> {
  await deps.db.transaction().execute(async (trx) => {
    await new CalendarRepository(trx).lockForChange(listing.propertyId);
    const repo = new CalendarSyncRepository(trx);
    if (!(await repo.findImport(listing.propertyId, importId))) {
      throw new AppError('NOT_FOUND', 'This listing does not follow that calendar.');
    }
    await repo.deleteImport(importId);
    await commitChange(trx, listing, {}, deps.now());
  });
}

/**
 * The listing's feed: its confirmed bookings from a month back (calendars keep recent history)
 * and the host's own blocks. Imported days are left out, so two calendars that follow each
 * other never echo a booking back as a block.
 */
export async function feedOf(db: Kysely<DB>, listing: CalendarListing, now: Date): Promise<string> {
  const repo = new CalendarRepository(db);
  const { today } = horizonOf(listing.timeZone, now);
  const [bookings, blocks] = await Promise.all([
    repo.bookings(listing.propertyId, addDays(today, -31)),
    repo.blocks(listing.propertyId),
  ]);
  return buildFeed({
    propertyId: listing.propertyId,
    kind: listing.kind,
    bookings: bookings
      .filter((b) => b.status === 'confirmed')
      .map((b) => ({ ...b, startsAt: new Date(b.startsAt), endsAt: new Date(b.endsAt) })),
    blocks,
    now,
  });
}
