import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import {
  feeBasisPoints,
  guestAmounts,
  LIMITS,
  type BookedListing,
  type CreateBookingBody,
  type Quote,
} from '@arrendo/contracts';
import pg from 'pg';
import { summarize, type LoadStats } from '../stats.js';
import type { ContenderOutcome } from './contention.js';
import type { PlannedHold } from './slots.js';

/** A pool like the booking service's: unqualified names resolve in its schema. */
export function bookingPool(databaseUrl: string, max: number): pg.Pool {
  return new pg.Pool({ connectionString: databaseUrl, max, options: '-c search_path=booking' });
}

export interface ColumnInfo {
  name: string;
  dataType: string;
  nullable: boolean;
  hasDefault: boolean;
}

/** `booking.bookings` as it is now: the columns come and go with the booking service's migrations. */
export async function bookingColumns(pool: pg.Pool): Promise<ColumnInfo[]> {
  const { rows } = await pool.query<{
    column_name: string;
    data_type: string;
    is_nullable: 'YES' | 'NO';
    column_default: string | null;
    is_generated: string;
    is_identity: string;
  }>(
    `SELECT column_name, data_type, is_nullable, column_default, is_generated, is_identity
     FROM information_schema.columns
     WHERE table_schema = 'booking' AND table_name = 'bookings'
     ORDER BY ordinal_position`,
  );
  if (rows.length === 0) {
    throw new Error('booking.bookings does not exist: the booking service has not migrated here');
  }
  return rows.map((r) => ({
    name: r.column_name,
    dataType: r.data_type,
    nullable: r.is_nullable === 'YES',
    hasDefault: r.column_default !== null || r.is_generated !== 'NEVER' || r.is_identity === 'YES',
  }));
}

/** The columns `insertHold` (services/booking/src/repositories/booking.repository.ts) names. */
export const HOLD_COLUMNS = [
  'id',
  'property_id',
  'host_id',
  'guest_id',
  'status',
  'kind',
  'guests',
  'check_in',
  'check_out',
  'local_date',
  'start_time',
  'hours',
  'time_zone',
  'period',
  'expires_at',
] as const;

/** A quote as the pricing service makes it (decision 0029), for the jsonb the hold stores. */
export function sampleQuote(body: CreateBookingBody, unitPrice = 45_000): Quote {
  const stay = 'checkIn' in body;
  const units = stay
    ? Math.round((Date.parse(body.checkOut) - Date.parse(body.checkIn)) / 86_400_000)
    : body.hours;
  const clp = (amount: number) => ({ amount, currency: 'CLP' as const });
  const subtotal = units * unitPrice;
  const cleaning = stay ? 15_000 : 0;
  const base = subtotal + cleaning;
  const { serviceFee, vat, total } = guestAmounts(base, {
    serviceFeeBasisPoints: feeBasisPoints(LIMITS.serviceFeePercent),
    vatPercent: LIMITS.vatPercent,
  });
  return {
    propertyId: body.propertyId,
    kind: stay ? 'stay' : 'hourly',
    unit: stay ? 'day' : 'hour',
    units,
    unitPrice: clp(unitPrice),
    subtotal: clp(subtotal),
    extraFees: stay ? [{ name: 'Limpieza', amount: clp(cleaning) }] : [],
    base: clp(base),
    serviceFeePercent: LIMITS.serviceFeePercent,
    serviceFee: clp(serviceFee),
    vatPercent: LIMITS.vatPercent,
    vat: clp(vat),
    total: clp(total),
    display: { currency: 'CLP', rate: 1, ratesAt: null },
  };
}

export function sampleListing(stay: boolean): BookedListing {
  return {
    title: stay ? 'Departamento con vista al cerro, 2 dormitorios' : 'Sala de ensayo insonorizada',
    location: 'Providencia, Santiago',
    listingType: stay ? 'home' : 'experience',
    coverUrl: '/media/bench/apartment--city/1.svg',
    refundPolicy: 'moderate',
    instantBook: true,
    checkInTime: stay ? '15:00' : null,
    checkOutTime: stay ? '11:00' : null,
  };
}

/**
 * What a column the original table did not have gets: the quote and listing snapshots and the
 * total (filled even where nullable: the real hold writes them, and their size is part of the
 * cost), and, for any other column that is required without a default, a value of its type.
 * Undefined means the column is left out.
 */
export function extraValue(column: ColumnInfo, hold: PlannedHold): unknown {
  const name = column.name.toLowerCase();
  const stay = 'checkIn' in hold.body;
  const json = column.dataType === 'jsonb' || column.dataType === 'json';
  const numeric = ['integer', 'bigint', 'smallint', 'numeric'].includes(column.dataType);
  if (json && name.includes('quote')) return JSON.stringify(sampleQuote(hold.body));
  if (json && name.includes('listing')) return JSON.stringify(sampleListing(stay));
  if (numeric && name.includes('total')) return sampleQuote(hold.body).total.amount;
  if (column.nullable || column.hasDefault) return undefined;
  if (json) return '{}';
  if (numeric) return 0;
  if (column.dataType === 'boolean') return false;
  if (column.dataType === 'uuid') return randomUUID();
  if (column.dataType.startsWith('timestamp')) return new Date();
  if (name.includes('payment') || name.includes('state')) return 'unpaid';
  return '';
}

export interface HoldInsert {
  /** The columns beyond `HOLD_COLUMNS` this insert fills, for the printout. */
  extras: string[];
  /** The statement and parameters of one hold, as the service sends it. */
  statement(
    hold: PlannedHold,
    ids: { hostId: string; guestId: string },
    timeZone: string,
  ): {
    sql: string;
    parameters: unknown[];
  };
}

/**
 * The booking service's hold insert (`insertHold`): the period computed by Postgres in the
 * listing's zone, `ON CONFLICT DO NOTHING` against the exclusion constraint, `RETURNING` the row
 * and its period's bounds. Columns added after the original table are filled by `extraValue`.
 */
export function holdInsert(
  columns: readonly ColumnInfo[],
  holdMinutes = LIMITS.pendingHoldMinutes,
): HoldInsert {
  const named = new Set<string>(HOLD_COLUMNS);
  const candidates = columns.filter((c) => !named.has(c.name));
  const probeStay: PlannedHold = {
    listing: { id: randomUUID(), listingType: 'home' },
    body: { propertyId: randomUUID(), checkIn: '2030-01-01', checkOut: '2030-01-03', guests: 1 },
  };
  const extras = candidates
    .filter((c) => extraValue(c, probeStay) !== undefined)
    .map((c) => c.name);
  return {
    extras,
    statement(hold, ids, timeZone) {
      const { body } = hold;
      const stay = 'checkIn' in body;
      const p: unknown[] = [
        randomUUID(),
        body.propertyId,
        ids.hostId,
        ids.guestId,
        stay ? 'stay' : 'hourly',
        body.guests,
        stay ? body.checkIn : null,
        stay ? body.checkOut : null,
        stay ? null : body.date,
        stay ? null : body.startTime,
        stay ? null : body.hours,
        timeZone,
        holdMinutes,
      ];
      const period = stay
        ? `tstzrange(($7::date)::timestamp AT TIME ZONE $12, ($8::date)::timestamp AT TIME ZONE $12, '[)')`
        : `tstzrange(($9::date + $10::time) AT TIME ZONE $12,
             (($9::date + $10::time) AT TIME ZONE $12) + make_interval(hours => $11::int), '[)')`;
      const extraColumns = columns.filter((c) => extras.includes(c.name));
      const extraParams = extraColumns.map((c) => {
        p.push(extraValue(c, hold));
        return `$${p.length}`;
      });
      const sql = `INSERT INTO bookings (${[...HOLD_COLUMNS, ...extraColumns.map((c) => `"${c.name}"`)].join(', ')})
        VALUES ($1, $2, $3, $4, 'pending', $5, $6, $7::date, $8::date, $9::date, $10::time, $11::int,
          $12, ${period}, now() + make_interval(mins => $13::int)${extraParams.map((x) => `, ${x}`).join('')})
        ON CONFLICT DO NOTHING
        RETURNING *, lower(period) AS starts_at, upper(period) AS ends_at`;
      return { sql, parameters: p };
    },
  };
}

export interface SqlHoldContext {
  pool: pg.Pool;
  insert: HoldInsert;
  hostId: string;
  guestId: string;
  timeZone: string;
}

/** One hold straight into Postgres: true when it got the slot. */
export async function insertOne(
  ctx: SqlHoldContext,
  hold: PlannedHold,
  client?: pg.PoolClient,
): Promise<boolean> {
  const { sql, parameters } = ctx.insert.statement(hold, ctx, ctx.timeZone);
  const result = await (client ?? ctx.pool).query(sql, parameters);
  return result.rowCount === 1;
}

export interface SqlHoldLoadResult {
  stats: LoadStats;
  /** Inserts that found their slot taken (should be 0: every slot is distinct). */
  conflicts: number;
  firstError?: string;
  exhausted: boolean;
}

/** `concurrency` clients inserting distinct holds back to back for `durationSec`. */
export async function runSqlHoldLoad(
  ctx: SqlHoldContext,
  options: {
    concurrency: number;
    durationSec: number;
    label: string;
    next: () => PlannedHold | null;
  },
): Promise<SqlHoldLoadResult> {
  const latencies: number[] = [];
  let errors = 0;
  let conflicts = 0;
  let exhausted = false;
  let firstError: string | undefined;
  const started = performance.now();
  const deadline = started + options.durationSec * 1000;
  const worker = async (): Promise<void> => {
    while (performance.now() < deadline) {
      const hold = options.next();
      if (hold === null) {
        exhausted = true;
        return;
      }
      const t0 = performance.now();
      try {
        if (await insertOne(ctx, hold)) latencies.push(performance.now() - t0);
        else {
          conflicts++;
          errors++;
        }
      } catch (error) {
        errors++;
        firstError ??= String(error);
      }
    }
  };
  await Promise.all(Array.from({ length: options.concurrency }, worker));
  return {
    stats: summarize(options.label, latencies, (performance.now() - started) / 1000, errors),
    conflicts,
    ...(firstError === undefined ? {} : { firstError }),
    exhausted,
  };
}

/**
 * `contenders` inserts of the same slot, spread over `clients` connections that are all
 * connected before the first one is sent; each timed from its send (waiting for a free client
 * included, as a request waiting for the service's pool would be).
 */
export async function sqlContention(
  ctx: SqlHoldContext,
  hold: PlannedHold,
  contenders: number,
  clients: number,
): Promise<ContenderOutcome[]> {
  const connected = await Promise.all(
    Array.from({ length: Math.min(clients, contenders) }, () => ctx.pool.connect()),
  );
  try {
    let next = 0;
    const outcomes: ContenderOutcome[] = [];
    const t0 = performance.now();
    await Promise.all(
      connected.map(async (client) => {
        while (next < contenders) {
          next++;
          try {
            const won = await insertOne(ctx, hold, client);
            outcomes.push({ outcome: won ? 'won' : 'lost', ms: performance.now() - t0 });
          } catch (error) {
            outcomes.push({
              outcome: `error: ${String(error).slice(0, 80)}`,
              ms: performance.now() - t0,
            });
          }
        }
      }),
    );
    return outcomes;
  } finally {
    for (const client of connected) client.release();
  }
}

/** Active bookings (pending, requested, confirmed) overlapping the hold's slot. */
export async function activeOnSlot(
  pool: pg.Pool,
  hold: PlannedHold,
  timeZone: string,
): Promise<number> {
  const { body } = hold;
  const stay = 'checkIn' in body;
  const { rows } = await pool.query<{ n: string }>(
    stay
      ? `SELECT count(*) AS n FROM bookings WHERE property_id = $1
           AND status IN ('pending', 'requested', 'confirmed')
           AND period && tstzrange(($2::date)::timestamp AT TIME ZONE $4, ($3::date)::timestamp AT TIME ZONE $4, '[)')`
      : `SELECT count(*) AS n FROM bookings WHERE property_id = $1
           AND status IN ('pending', 'requested', 'confirmed')
           AND period && tstzrange(($2::date + $3::time) AT TIME ZONE $5,
             (($2::date + $3::time) AT TIME ZONE $5) + make_interval(hours => $4::int), '[)')`,
    stay
      ? [body.propertyId, body.checkIn, body.checkOut, timeZone]
      : [body.propertyId, body.date, body.startTime, body.hours, timeZone],
  );
  return Number(rows[0]?.n ?? 0);
}

/** Removes the raw side's rows (its own made-up listings only): they are not the service's. */
export async function deleteRawHolds(
  pool: pg.Pool,
  propertyIds: readonly string[],
): Promise<number> {
  const result = await pool.query('DELETE FROM bookings WHERE property_id = ANY($1::uuid[])', [
    propertyIds,
  ]);
  return result.rowCount ?? 0;
}
