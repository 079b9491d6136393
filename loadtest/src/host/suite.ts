import { DASHBOARD_BOOKINGS_PER_DAY, addDays, addMonthsToDate } from '@arrendo/contracts';
import { createDatabase, createLogger } from '@arrendo/kit';
import { HostDashboardRepository } from '@arrendo/booking/host-dashboard';
import { loadHostCalendar } from '@arrendo/booking/host-calendar';
import pg from 'pg';
import { makeCast, signIn } from '../booking/setup.js';
import type { PreparedBookingTarget } from '../booking/target.js';
import { todayIn } from '../dataset/local-time.js';
import { runHttpLoad } from '../http-load.js';
import { cell, ratioRow, statsRow, table } from '../report.js';
import { runTimedLoad } from '../sql-load.js';
import type { LoadStats } from '../stats.js';
import { insertHostBookings, STRIDE_DAYS } from './bookings.js';

export interface HostSuiteOptions {
  connections: number;
  durationSec: number;
  warmupSec: number;
  listings: number;
  bookings: number;
  guests: number;
}

/** The target (issue 27): a busy host's dashboard answers in p95 ≤ 50 ms. */
export const HOST_TARGET = { p95Ms: 50 } as const;

const ZONE = 'America/Santiago';

/** `YYYY-MM`, `months` after `month`. */
function addMonths(month: string, months: number): string {
  return addMonthsToDate(`${month}-01`, months).slice(0, 7);
}

function spanOf(month: string): { from: string; to: string } {
  return { from: `${month}-01`, to: `${addMonths(month, 1)}-01` };
}

/**
 * `BENCH_SUITE=host`: one host with `listings` listings and `bookings` bookings (a year of
 * history and a few months ahead), their dashboard read through the BFF
 * (`GET /api/host/dashboard`, signed in, months round robin over this one and the two before and
 * after) beside the booking service's own statements for it straight against Postgres (its
 * repository, the four queries at once as the handler runs them).
 */
export async function runHostSuite(
  target: PreparedBookingTarget,
  o: HostSuiteOptions,
): Promise<void> {
  if (!target.url) throw new Error('the host suite needs a system (BFF) to read through');
  const now = new Date();
  const today = todayIn(ZONE, now);
  console.log(
    `\nHost: making a host with ${o.listings} listings and ${o.guests} guests through the services…`,
  );
  const cast = await makeCast({
    natsUrl: target.natsUrl,
    prefix: target.prefix,
    listings: o.listings,
    guests: o.guests,
    now,
  });
  const pool = new pg.Pool({ connectionString: target.databaseUrl, max: 2 });
  try {
    // About nine months back, so the run spans a year of history and the months ahead.
    const perListing = Math.ceil(o.bookings / Math.max(o.listings, 1));
    const firstDay = addDays(today, -Math.round(perListing * STRIDE_DAYS * 0.75));
    const t0 = performance.now();
    const inserted = await insertHostBookings(pool, {
      hostId: cast.hostId,
      listings: cast.listings,
      bookings: o.bookings,
      guestIds: cast.guests.map((g) => g.id),
      zone: ZONE,
      firstDay,
    });
    console.log(
      `  ${inserted} bookings from ${firstDay} (${((performance.now() - t0) / 1000).toFixed(1)} s).`,
    );
  } finally {
    await pool.end();
  }
  const [cookie] = await signIn(target.url, [cast.host]);
  if (!cookie) throw new Error('the host could not sign in');

  const thisMonth = today.slice(0, 7);
  const months = [-2, -1, 0, 1, 2].map((n) => addMonths(thisMonth, n));
  let turn = 0;
  const nextMonth = () => months[turn++ % months.length] ?? thisMonth;

  const sample = await fetch(
    new URL(`/api/host/dashboard?month=${thisMonth}&today=${today}`, target.url),
    { headers: { cookie } },
  );
  const body = (await sample.json()) as {
    days?: { count: number }[];
    totalRevenueClp?: number;
    occupancyPercent?: number;
  };
  if (sample.status !== 200) {
    throw new Error(`GET /api/host/dashboard answered ${sample.status}: ${JSON.stringify(body)}`);
  }
  console.log(
    `  e.g. ${thisMonth}: ${body.days?.length ?? 0} booked days, ` +
      `${body.days?.reduce((n, d) => n + d.count, 0) ?? 0} booking-days, total revenue ` +
      `${body.totalRevenueClp} CLP, occupancy ${body.occupancyPercent} %.`,
  );

  const bffRun = (seconds: number, label: string) =>
    runHttpLoad({
      url: target.url ?? '',
      connections: o.connections,
      durationSec: seconds,
      label,
      headers: { cookie },
      nextPath: () => `/api/host/dashboard?month=${nextMonth()}&today=${today}`,
    });
  console.log('  BFF: warming up, measuring…');
  await bffRun(o.warmupSec, 'warmup');
  const bff = await bffRun(o.durationSec, 'BFF');

  const logger = createLogger({ name: 'bench', level: 'warn' });
  const { db, close } = createDatabase<never>({
    url: target.databaseUrl,
    schema: 'booking',
    logger,
    max: o.connections,
  });
  let listingTurn = 0;
  const nextListing = () => cast.listings[listingTurn++ % cast.listings.length];
  let sql: LoadStats;
  let calendarSql: LoadStats;
  try {
    const repo = new HostDashboardRepository(db);
    const current = spanOf(thisMonth);
    const year = { from: spanOf(addMonths(thisMonth, -11)).from, to: current.to };
    const sqlRun = (seconds: number, label: string) =>
      runTimedLoad({
        concurrency: o.connections,
        durationSec: seconds,
        label,
        prepare: () => Promise.resolve(spanOf(nextMonth())),
        run: (month) =>
          Promise.all([
            repo.figures(cast.hostId, current, new Date()),
            repo.revenueByMonth(cast.hostId, year),
            repo.occupiedNights(cast.hostId, current),
            repo.days(cast.hostId, month, DASHBOARD_BOOKINGS_PER_DAY),
          ]),
      });
    console.log('  SQL: warming up, measuring…');
    await sqlRun(o.warmupSec, 'warmup');
    sql = await sqlRun(o.durationSec, 'SQL');

    // One listing's calendar (what /host/calendar and the availability page read), listings
    // round robin: the SQL side is the handler's own reads, without the listing service's answer.
    const calendarSqlRun = (seconds: number, label: string) =>
      runTimedLoad({
        concurrency: o.connections,
        durationSec: seconds,
        label,
        prepare: () => Promise.resolve(nextListing()),
        run: (listing) =>
          loadHostCalendar(
            // The booking schema's tables, as the service types them (the pool is the same).
            db as unknown as Parameters<typeof loadHostCalendar>[0],
            {
              propertyId: listing?.id ?? '',
              hostId: cast.hostId,
              timeZone: ZONE,
              kind: listing?.listingType === 'experience' ? 'hourly' : 'home',
              minHours: null,
            },
            new Date(),
          ),
      });
    console.log('  Calendar SQL: warming up, measuring…');
    await calendarSqlRun(o.warmupSec, 'warmup');
    calendarSql = await calendarSqlRun(o.durationSec, 'calendar SQL');
  } finally {
    await close();
  }
  const calendarRun = (seconds: number, label: string) =>
    runHttpLoad({
      url: target.url ?? '',
      connections: o.connections,
      durationSec: seconds,
      label,
      headers: { cookie },
      nextPath: () => `/api/host/listings/${nextListing()?.id ?? ''}/calendar`,
    });
  console.log('  Calendar BFF: warming up, measuring…');
  await calendarRun(o.warmupSec, 'warmup');
  const calendarBff = await calendarRun(o.durationSec, 'calendar BFF');

  console.log(`\n${renderHostResults({ bff, sql, calendarBff, calendarSql }, o)}\n`);
}

function renderHostResults(
  r: { bff: LoadStats; sql: LoadStats; calendarBff: LoadStats; calendarSql: LoadStats },
  o: HostSuiteOptions,
): string {
  const { bff, sql, calendarBff, calendarSql } = r;
  const rows = [
    ['', 'req/s', 'mean ms', 'p50 ms', 'p95 ms', 'p99 ms', 'requests', 'errors'],
    [`Host dashboard, ${o.listings} listings, ${o.bookings} bookings`, '', '', '', '', '', '', ''],
    statsRow('  BFF (GET /api/host/dashboard)', bff),
    statsRow('  raw SQL (its four statements)', sql),
    ratioRow('  BFF ÷ SQL', bff, sql),
    ['One listing’s calendar, listings round robin', '', '', '', '', '', '', ''],
    statsRow('  BFF (GET /api/host/listings/:id/calendar)', calendarBff),
    statsRow('  raw SQL (its reads)', calendarSql),
    ratioRow('  BFF ÷ SQL', calendarBff, calendarSql),
  ];
  const mark = (stats: LoadStats) => (stats.p95 <= HOST_TARGET.p95Ms ? '✓' : '✗');
  return (
    `${table(rows)}\n\nTarget: ${mark(bff)} the dashboard through the BFF at ${o.connections} ` +
    `connections, p95 ${cell(bff.p95, 1)} ms (≤ ${HOST_TARGET.p95Ms} ms).\n` +
    `Target: ${mark(calendarBff)} a listing's calendar through the BFF, p95 ` +
    `${cell(calendarBff.p95, 1)} ms (≤ ${HOST_TARGET.p95Ms} ms). Figures only.`
  );
}
