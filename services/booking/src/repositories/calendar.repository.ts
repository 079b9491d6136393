import { OpeningHours, type CalendarBooking, type WeeklyRules } from '@arrendo/contracts';
import { sql, type Kysely } from 'kysely';
import { z } from 'zod';
import type { DB } from '../db/types.js';
import type { Block } from '../domain/blocks.js';
import { lockInTransaction } from './advisory-locks.js';

export interface CalendarRow {
  blockedWeekdays: number[];
  openingHours: OpeningHours[] | null;
  version: number;
}

const StoredHours = z.array(OpeningHours).nullable();

/** Which listing a calendar is, for the host's data export. */
export interface OwnedCalendar {
  propertyId: string;
  timeZone: string;
  updatedAt: Date;
}

/** One name for the lock a listing's calendar changes take (holds take it shared). */
function lockName(propertyId: string): string {
  return `booking.calendar:${propertyId}`;
}

/** The only place that writes calendar SQL. Pass a transaction to act inside it. */
export class CalendarRepository {
  constructor(private readonly db: Kysely<DB>) {}

  /**
   * Calendar changes of one listing run one at a time, and not while a hold of that listing is
   * being written (holds take the lock shared): a block and a hold racing for the same dates
   * cannot both see the other's dates as free.
   */
  async lockForChange(propertyId: string): Promise<void> {
    await lockInTransaction(this.db, lockName(propertyId), 'exclusive');
  }

  async lockForHold(propertyId: string): Promise<void> {
    await lockInTransaction(this.db, lockName(propertyId), 'shared');
  }

  async find(propertyId: string): Promise<CalendarRow | undefined> {
    const row = await this.db
      .selectFrom('calendars')
      .select(['blocked_weekdays', 'opening_hours', 'version'])
      .where('property_id', '=', propertyId)
      .executeTakeFirst();
    if (!row) return undefined;
    return {
      blockedWeekdays: row.blocked_weekdays.map(Number),
      openingHours: StoredHours.parse(row.opening_hours),
      version: row.version,
    };
  }

  /** The calendars of one host's listings (those ever changed), with their rules (data export). */
  async ownedBy(hostId: string): Promise<(CalendarRow & OwnedCalendar)[]> {
    const rows = await this.db
      .selectFrom('calendars')
      .select([
        'property_id',
        'time_zone',
        'blocked_weekdays',
        'opening_hours',
        'version',
        'updated_at',
      ])
      .where('host_id', '=', hostId)
      .orderBy('property_id')
      .execute();
    return rows.map((row) => ({
      propertyId: row.property_id,
      timeZone: row.time_zone,
      updatedAt: row.updated_at,
      blockedWeekdays: row.blocked_weekdays.map(Number),
      openingHours: StoredHours.parse(row.opening_hours),
      version: row.version,
    }));
  }

  async blocks(propertyId: string): Promise<Block[]> {
    const rows = await this.db
      .selectFrom('calendar_blocks')
      .select(['id', 'start_date', 'end_date', 'note', 'created_at'])
      .where('property_id', '=', propertyId)
      .orderBy('start_date')
      .execute();
    return rows.map((r) => ({
      id: r.id,
      start: r.start_date,
      end: r.end_date,
      note: r.note,
      createdAt: r.created_at,
    }));
  }

  /**
   * Bookings occupying the calendar (pending, requested, confirmed) that end after `from` (a local date) or, when given, start
   * before `to`, with the local dates `[start, end)` they touch.
   */
  async bookings(propertyId: string, from: string, to?: string): Promise<CalendarBooking[]> {
    const { rows } = await sql<{
      id: string;
      status: 'pending' | 'confirmed';
      starts_at: Date;
      ends_at: Date;
      start: string;
      end: string;
      guests: number;
    }>`
      SELECT id, status, starts_at, ends_at, guests,
        to_char((starts_at AT TIME ZONE time_zone)::date, 'YYYY-MM-DD') AS start,
        to_char(((ends_at - interval '1 microsecond') AT TIME ZONE time_zone)::date + 1,
          'YYYY-MM-DD') AS "end"
      FROM (
        -- A request waiting for the host is not confirmed yet: the calendar shows it as pending.
        SELECT id, CASE WHEN status = 'confirmed' THEN 'confirmed' ELSE 'pending' END AS status,
          guests, time_zone, lower(period) AS starts_at, upper(period) AS ends_at
        FROM bookings
        WHERE property_id = ${propertyId} AND status IN ('pending', 'requested', 'confirmed')
          AND upper(period) > (${from}::date)::timestamp AT TIME ZONE time_zone
          ${to === undefined ? sql`` : sql`AND lower(period) < (${to}::date)::timestamp AT TIME ZONE time_zone`}
      ) AS b
      ORDER BY starts_at`.execute(this.db);
    return rows
      .filter((r) => r.end > from && (to === undefined || r.start < to))
      .map((r) => ({
        id: r.id,
        status: r.status,
        startsAt: r.starts_at.toISOString(),
        endsAt: r.ends_at.toISOString(),
        start: r.start,
        end: r.end,
        guests: r.guests,
      }));
  }

  /** Creates the calendar row on its first change; returns the new version (1, 2, …). */
  async bumpVersion(listing: {
    propertyId: string;
    hostId: string;
    timeZone: string;
  }): Promise<number> {
    const row = await this.db
      .insertInto('calendars')
      .values({
        property_id: listing.propertyId,
        host_id: listing.hostId,
        time_zone: listing.timeZone,
        version: 1,
      })
      .onConflict((oc) =>
        oc.column('property_id').doUpdateSet({
          host_id: listing.hostId,
          time_zone: listing.timeZone,
          version: sql<number>`calendars.version + 1`,
          updated_at: sql<Date>`now()`,
        }),
      )
      .returning('version')
      .executeTakeFirstOrThrow();
    return row.version;
  }

  async saveRules(propertyId: string, rules: WeeklyRules): Promise<void> {
    await this.db
      .updateTable('calendars')
      .set({
        blocked_weekdays: rules.blockedWeekdays,
        opening_hours: JSON.stringify(rules.openingHours),
      })
      .where('property_id', '=', propertyId)
      .execute();
  }

  /**
   * Writes `after` over `before`: removed blocks first, then shrunk or grown ones, then new ones,
   * so no statement ever sees two overlapping blocks (the table refuses them).
   */
  async replaceBlocks(propertyId: string, before: Block[], after: Block[]): Promise<void> {
    const afterIds = new Set(after.map((b) => b.id));
    const gone = before.filter((b) => !afterIds.has(b.id)).map((b) => b.id);
    if (gone.length > 0) {
      await this.db.deleteFrom('calendar_blocks').where('id', 'in', gone).execute();
    }
    const old = new Map(before.map((b) => [b.id, b]));
    // A merge grows one block after the ones it swallowed are gone; a split only shrinks.
    const changed = after.filter((b) => {
      const was = old.get(b.id);
      return was && (was.start !== b.start || was.end !== b.end || was.note !== b.note);
    });
    for (const b of changed) {
      await this.db
        .updateTable('calendar_blocks')
        .set({ start_date: b.start, end_date: b.end, note: b.note })
        .where('id', '=', b.id)
        .execute();
    }
    const added = after.filter((b) => !old.has(b.id));
    if (added.length > 0) {
      await this.db
        .insertInto('calendar_blocks')
        .values(
          added.map((b) => ({
            id: b.id,
            property_id: propertyId,
            start_date: b.start,
            end_date: b.end,
            note: b.note,
            created_at: b.createdAt,
          })),
        )
        .execute();
    }
  }
}
