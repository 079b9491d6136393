import { randomUUID } from 'node:crypto';
import { todayIn } from '../dataset/local-time.js';
import { requestsPerSecond } from '../stats.js';
import {
  contentionNotes,
  contentionProblems,
  holdOutcome,
  tallyContention,
  type ContentionTally,
} from './contention.js';
import { burst, postJson, runHoldLoad, type JsonRequest } from './http-holds.js';
import { renderContention, renderHoldRates, type HoldRateResult } from './report.js';
import { makeCast, signIn } from './setup.js';
import { distinctSlots, type HoldListing, type PlannedHold, type SlotSequence } from './slots.js';
import {
  activeOnSlot,
  bookingColumns,
  bookingPool,
  deleteRawHolds,
  holdInsert,
  runSqlHoldLoad,
  sqlContention,
  type SqlHoldContext,
} from './sql-holds.js';
import http from 'node:http';

export interface BookingSuiteOptions {
  connections: number;
  durationSec: number;
  warmupSec: number;
  /** Listings the distinct-slot holds spread over (half homes, half hourly spaces). */
  listings: number;
  guests: number;
  /** Holds of one slot sent at once. */
  contention: number;
  /** SQL clients the raw contention is spread over (the shared Postgres has 100 connections). */
  contentionClients: number;
  sides: { bff: boolean; sql: boolean };
}

export interface BookingTarget {
  /** The BFF; absent when only the SQL side runs. */
  url?: string;
  /** The database holding the `booking` schema (for the SQL side and the winners' count). */
  databaseUrl: string;
  natsUrl: string;
  prefix: string;
}

/** The platform's zone: the slots' dates count from its today (bench listings are all in Chile). */
const ZONE = 'America/Santiago';

function describeStatuses(statuses: Record<string, number>): string {
  return Object.entries(statuses)
    .map(([status, n]) => `${n} × ${status}`)
    .join(', ');
}

function exhaustedNote(what: string, slots: SlotSequence): string {
  return (
    `  ${what}: every one of the ${slots.capacity} slots was used before the time was up; ` +
    'raise BENCH_BOOKING_LISTINGS for a full measurement.'
  );
}

interface BffSide {
  rates: HoldRateResult['bff'];
  contention: ContentionTally;
  notes: string[];
}

async function bffSide(
  target: BookingTarget & { url: string },
  o: BookingSuiteOptions,
): Promise<BffSide> {
  const now = new Date();
  console.log(
    `\nBFF: making ${o.guests} guests and ${o.listings} instant-book listings through the services…`,
  );
  const cast = await makeCast({
    natsUrl: target.natsUrl,
    prefix: target.prefix,
    listings: o.listings,
    guests: o.guests,
    now,
  });
  const cookies = await signIn(target.url, cast.guests);
  console.log(
    `  run ${cast.runId}: ${cast.listings.length} listings, ${cookies.length} guests signed in.`,
  );
  const slots = distinctSlots(cast.listings, todayIn(ZONE, now));
  let turn = 0;
  const requestOf = (hold: PlannedHold): JsonRequest => ({
    path: '/api/bookings',
    body: hold.body,
    headers: {
      cookie: cookies[turn++ % cookies.length] as string,
      // One per attempt, as the web sends it: every hold here is a first attempt.
      'idempotency-key': randomUUID(),
    },
  });
  const next = (): JsonRequest | null => {
    const hold = slots.next();
    return hold === null ? null : requestOf(hold);
  };

  // One hold first: a broken path fails here with its answer, not as a table of errors.
  const first = slots.next();
  if (!first) throw new Error('no slot to hold: BENCH_BOOKING_LISTINGS is 0');
  const agent = new http.Agent();
  try {
    const sample = await postJson(agent, target.url, requestOf(first));
    if (sample.status !== 201) {
      throw new Error(
        `POST /api/bookings answered ${sample.status} to ${JSON.stringify(first.body)}: ` +
          sample.text.slice(0, 500),
      );
    }
    const booking = JSON.parse(sample.text) as {
      id: string;
      status: string;
      quote?: { total?: { amount: number } };
    };
    console.log(
      `  e.g. ${JSON.stringify(first.body)} → 201 ${booking.status} ${booking.id}` +
        (booking.quote?.total ? `, total ${booking.quote.total.amount} CLP` : ''),
    );
  } finally {
    agent.destroy();
  }

  const notes: string[] = [];
  const run = async (seconds: number, label: string) => {
    const result = await runHoldLoad({
      url: target.url,
      connections: o.connections,
      durationSec: seconds,
      label,
      expectStatus: 201,
      next,
    });
    console.log(`  ${label}: ${describeStatuses(result.statuses)}`);
    if (result.firstFailure) console.log(`  ${label}: first failure: ${result.firstFailure}`);
    if (result.exhausted) notes.push(exhaustedNote(`BFF ${label}`, slots));
    return result;
  };
  console.log('  distinct slots: warming up, measuring…');
  await run(o.warmupSec, 'warmup');
  const measured = await run(o.durationSec, 'measured');

  const contested = slots.next();
  if (!contested)
    throw new Error('no slot left for the contention run: raise BENCH_BOOKING_LISTINGS');
  console.log(`  one slot, ${o.contention} holds at once: ${JSON.stringify(contested.body)}…`);
  const outcomes = await burst(
    target.url,
    Array.from({ length: o.contention }, () => requestOf(contested)),
  );
  const unexpected = outcomes.find((x) => x.status !== 201 && x.status !== 409);
  if (unexpected) console.log(`  e.g. ${unexpected.status}: ${unexpected.text.slice(0, 200)}`);
  const pool = bookingPool(target.databaseUrl, 1);
  let rowsAfter: number | undefined;
  try {
    rowsAfter = await activeOnSlot(pool, contested, await zoneOf(pool, contested.listing.id));
  } catch (error) {
    notes.push(
      `  BFF one slot: the winners could not be counted in the database (${String(error)})`,
    );
  } finally {
    await pool.end();
  }
  const contention = tallyContention(
    `BFF, ${o.contention} × POST /api/bookings`,
    outcomes.map((x) => ({ outcome: holdOutcome(x.status), ms: x.ms })),
    rowsAfter,
  );
  return { rates: measured.stats, contention, notes };
}

/** The zone the booking service stored for the listing's holds (the listing's own). */
async function zoneOf(pool: ReturnType<typeof bookingPool>, propertyId: string): Promise<string> {
  const { rows } = await pool.query<{ time_zone: string }>(
    'SELECT time_zone FROM bookings WHERE property_id = $1 LIMIT 1',
    [propertyId],
  );
  return rows[0]?.time_zone ?? ZONE;
}

interface SqlSide {
  rates: HoldRateResult['sql'];
  contention: ContentionTally;
  notes: string[];
}

async function sqlSide(target: BookingTarget, o: BookingSuiteOptions): Promise<SqlSide> {
  const pool = bookingPool(target.databaseUrl, Math.max(o.connections, o.contentionClients));
  // Listings of its own (ids no service knows), so its slots never meet the BFF side's.
  const listings: HoldListing[] = Array.from({ length: o.listings }, (_, i) => ({
    id: randomUUID(),
    listingType: i % 2 === 0 ? 'home' : 'experience',
  }));
  try {
    const columns = await bookingColumns(pool);
    const insert = holdInsert(columns);
    console.log(
      `\nraw SQL: INSERT INTO booking.bookings as insertHold does` +
        (insert.extras.length > 0 ? `, also filling ${insert.extras.join(', ')}` : '') +
        ` (${columns.length} columns now)…`,
    );
    const ctx: SqlHoldContext = {
      pool,
      insert,
      hostId: randomUUID(),
      guestId: randomUUID(),
      timeZone: ZONE,
    };
    const slots = distinctSlots(listings, todayIn(ZONE, new Date()));
    const notes: string[] = [];
    const run = async (seconds: number, label: string) => {
      const result = await runSqlHoldLoad(ctx, {
        concurrency: o.connections,
        durationSec: seconds,
        label,
        next: () => slots.next(),
      });
      if (result.firstError) console.log(`  ${label}: first error: ${result.firstError}`);
      if (result.conflicts > 0)
        console.log(`  ${label}: ${result.conflicts} distinct slots found taken`);
      if (result.exhausted) notes.push(exhaustedNote(`raw SQL ${label}`, slots));
      return result;
    };
    console.log('  distinct slots: warming up, measuring…');
    await run(o.warmupSec, 'warmup');
    const measured = await run(o.durationSec, 'measured');
    console.log(`  measured: ${requestsPerSecond(measured.stats).toFixed(0)} inserts/s`);

    const contested = slots.next();
    if (!contested)
      throw new Error('no slot left for the contention run: raise BENCH_BOOKING_LISTINGS');
    console.log(
      `  one slot, ${o.contention} inserts over ${Math.min(o.contentionClients, o.contention)} clients…`,
    );
    const outcomes = await sqlContention(ctx, contested, o.contention, o.contentionClients);
    const rowsAfter = await activeOnSlot(pool, contested, ZONE);
    const contention = tallyContention(
      `raw SQL, ${o.contention} × INSERT on ${Math.min(o.contentionClients, o.contention)} clients`,
      outcomes,
      rowsAfter,
    );
    return { rates: measured.stats, contention, notes };
  } finally {
    const removed = await deleteRawHolds(
      pool,
      listings.map((l) => l.id),
    ).catch((error: unknown) => {
      console.error(`  could not remove the raw side's rows: ${String(error)}`);
      return 0;
    });
    console.log(`  removed the raw side's ${removed} rows (its own made-up listings).`);
    await pool.end();
  }
}

/**
 * The booking figures: holds per second on distinct slots and their latency, through the BFF
 * and as the raw insert; then one slot contended by `contention` holds at once, on both sides.
 * Returns the correctness problems (not one winner); the caller fails the run on any.
 */
export async function runBookingSuite(
  target: BookingTarget,
  o: BookingSuiteOptions,
): Promise<string[]> {
  console.log(
    `\nBooking holds: ${o.connections} connections / SQL clients, ${o.warmupSec} s warm-up and ` +
      `${o.durationSec} s measured per side; ${o.listings} listings; ${o.contention} at once on one slot.`,
  );
  const bff =
    o.sides.bff && target.url ? await bffSide({ ...target, url: target.url }, o) : undefined;
  const sql = o.sides.sql ? await sqlSide(target, o) : undefined;

  const rates: HoldRateResult = {
    title: `Holds on distinct slots (${o.connections} connections)`,
    ...(bff?.rates ? { bff: bff.rates } : {}),
    ...(sql?.rates ? { sql: sql.rates } : {}),
  };
  const tallies = [bff?.contention, sql?.contention].filter(
    (t): t is ContentionTally => t !== undefined,
  );
  console.log(`\n${renderHoldRates([rates])}\n`);
  console.log(`${renderContention(tallies)}\n`);
  for (const note of [
    ...(bff?.notes ?? []),
    ...(sql?.notes ?? []),
    ...tallies.flatMap(contentionNotes),
  ]) {
    console.log(note);
  }
  return tallies.flatMap((t) => contentionProblems(t).map((p) => `${t.title}: ${p}`));
}
