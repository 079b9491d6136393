import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import {
  IMPORT_BATCH_MAX,
  ListingRpc,
  type EventEnvelope,
  type ImportedProperty,
} from '@arrendo/contracts';
import { createDatabase, createLogger, RpcClient, streamNameFor, subjectFor } from '@arrendo/kit';
import { loadProjectionSources, refreshSearchDocuments } from '@arrendo/listing/search';
import { connect, type JetStreamManager, type NatsConnection } from 'nats';
import pg from 'pg';
import { callAsSystem } from '@arrendo/seed';
import { writeImageSet } from '@arrendo/seed/images';
import { calendarEvents, type BenchEvent } from './calendars.js';
import type { DB } from '@arrendo/listing/testing';
import { imagePoolSpecs, listingGenerator, type BenchListing } from './listings.js';

export interface GenerateOptions {
  count: number;
  natsUrl: string;
  prefix: string;
  databaseUrl: string;
  mediaDir: string;
  publicMediaBase: string;
  now: Date;
}

export interface GenerationSummary {
  listings: number;
  events: number;
  /** Of `events`, those published through JetStream and projected by the consumer. */
  sampledEvents: number;
  /** Milliseconds per phase, for the printout. */
  importMs: number;
  /** The bulk part: its source rows written, then every document refreshed. */
  bulkMs: number;
  bulkLoadMs: number;
  refreshMs: number;
  publishMs: number;
  catchUpMs: number;
}

/** Import calls in flight at once: enough to keep the listing service busy on 2 cores. */
const IMPORT_CONCURRENCY = 3;
/** Unacknowledged JetStream publishes in flight at once. */
const PUBLISH_WINDOW = 512;
/**
 * Booking events published through JetStream (the last listings' whole sets, at least this
 * many): the consumer projects ~70 events/s on 2 loaded cores, so the other ~300 000 are
 * written in bulk with the projection's own SQL, and this sample keeps the real path exercised.
 */
const EVENT_SAMPLE = Number(process.env.BENCH_EVENT_SAMPLE ?? 2000);
/** Listings whose events are bulk-loaded per round. */
const BULK_LISTINGS = 10_000;
/** Documents per `refresh_search_documents` statement. */
const REFRESH_CHUNK = 2000;

const seconds = (ms: number): string => `${(ms / 1000).toFixed(1)} s`;

/**
 * Makes the bench catalogue through the services' own commands, as the demo seed does: listings
 * with `rpc.listing.property.import` as the system actor; then the booking service's events
 * (calendar snapshots, held and confirmed bookings): most written in bulk into the listing
 * service's projection tables with the projection's own SQL and every document refreshed, and a
 * sample (`BENCH_EVENT_SAMPLE`) published to its JetStream stream with the contracts'
 * definitions, waiting until every consumer under the bench prefix has caught up.
 */
export async function generateDataset(options: GenerateOptions): Promise<GenerationSummary> {
  const nc = await connect({ servers: options.natsUrl, name: 'bench-generator' });
  try {
    const generator = listingGenerator({
      now: options.now,
      publicMediaBase: options.publicMediaBase,
    });
    const t0 = performance.now();
    const pools = new Set<string>();
    await importListings(nc, options, (index) => {
      const listing = generator.listing(index);
      pools.add(listing.imagePool);
      return listing.property;
    });
    await writeImagePools(options.mediaDir, pools);
    const importMs = performance.now() - t0;

    const t1 = performance.now();
    const sample = sampleStart(generator, options);
    const bulk = await loadBulk(options, (index) => generator.listing(index), sample.from);
    const bulkMs = performance.now() - t1;

    const t2 = performance.now();
    const jsm = await nc.jetstreamManager();
    let sampled = 0;
    const batch: BenchEvent[] = [];
    for (let index = sample.from; index < options.count; index++) {
      batch.push(...calendarEvents(generator.listing(index), options.now));
    }
    await publishEvents(nc, options.prefix, batch);
    sampled = batch.length;
    const publishMs = performance.now() - t2;
    console.log(
      `  published ${sampled} booking events (the last ${options.count - sample.from} listings') ` +
        `through JetStream in ${seconds(publishMs)}`,
    );

    const t3 = performance.now();
    await waitForConsumers(jsm, options.prefix);
    const catchUpMs = performance.now() - t3;
    console.log(
      `  every consumer caught up in ${seconds(catchUpMs)} ` +
        `(${(sampled / (catchUpMs / 1000)).toFixed(0)} events/s at most)`,
    );
    await analyze(options.databaseUrl);
    return {
      listings: options.count,
      events: bulk.events + sampled,
      sampledEvents: sampled,
      importMs,
      bulkMs,
      bulkLoadMs: bulk.loadMs,
      refreshMs: bulk.refreshMs,
      publishMs,
      catchUpMs,
    };
  } finally {
    await nc.drain().catch(() => undefined);
  }
}

async function importListings(
  nc: NatsConnection,
  options: GenerateOptions,
  propertyAt: (index: number) => ImportedProperty,
): Promise<void> {
  const logger = createLogger({ name: 'bench', level: 'warn' });
  const ctx = {
    client: new RpcClient({ nc, prefix: options.prefix, timeoutMs: 60_000 }),
    logger,
    waitMs: 180_000,
  };
  const started = performance.now();
  let next = 0;
  let done = 0;
  let created = 0;
  const worker = async (): Promise<void> => {
    while (next < options.count) {
      const from = next;
      next = Math.min(options.count, next + IMPORT_BATCH_MAX);
      const properties = Array.from({ length: next - from }, (_, i) => propertyAt(from + i));
      const reply = await callAsSystem(ctx, ListingRpc.importProperties, { properties });
      created += reply.created.length;
      done += properties.length;
      if (done % 10_000 < IMPORT_BATCH_MAX) {
        const rate = done / ((performance.now() - started) / 1000);
        console.log(`  imported ${done}/${options.count} listings (${rate.toFixed(0)}/s)`);
      }
    }
  };
  await Promise.all(Array.from({ length: IMPORT_CONCURRENCY }, worker));
  console.log(`  ${created} listings created, ${done - created} already there`);
}

/** The first listing of the JetStream sample: the tail whose events reach `EVENT_SAMPLE`. */
function sampleStart(
  generator: ReturnType<typeof listingGenerator>,
  options: GenerateOptions,
): { from: number } {
  let from = options.count;
  let events = 0;
  while (from > 0 && events < EVENT_SAMPLE) {
    from--;
    events += calendarEvents(generator.listing(from), options.now).length;
  }
  return { from };
}

/** The envelope as the booking service's outbox makes it. */
function envelopeOf(event: BenchEvent): EventEnvelope {
  return {
    id: event.id,
    type: event.definition.subject,
    version: event.definition.version,
    occurredAt: event.occurredAt,
    // Validated as the producer's enqueue would: a generator bug fails here, not in the consumer.
    data: event.definition.data.parse(event.data),
  };
}

/**
 * The events of listings `[0, until)` written straight into the projection's source tables with
 * its own SQL (`loadProjectionSources`), then every listing's document refreshed with
 * `refresh_search_documents`, `REFRESH_CHUNK` per statement.
 */
async function loadBulk(
  options: GenerateOptions,
  listingAt: (index: number) => BenchListing,
  until: number,
): Promise<{ events: number; loadMs: number; refreshMs: number }> {
  const logger = createLogger({ name: 'bench', level: 'warn' });
  const { db, close } = createDatabase<DB>({
    url: options.databaseUrl,
    schema: 'listing',
    logger,
    max: 2,
  });
  try {
    const t0 = performance.now();
    let events = 0;
    for (let from = 0; from < until; from += BULK_LISTINGS) {
      const batch: EventEnvelope[] = [];
      for (let index = from; index < Math.min(until, from + BULK_LISTINGS); index++) {
        for (const event of calendarEvents(listingAt(index), options.now)) {
          batch.push(envelopeOf(event));
        }
      }
      await loadProjectionSources(db, batch);
      events += batch.length;
    }
    const loadMs = performance.now() - t0;
    console.log(
      `  bulk-loaded ${events} booking events of ${until} listings into search_bookings / ` +
        `search_calendars in ${seconds(loadMs)}`,
    );

    const t1 = performance.now();
    const ids = (await db.selectFrom('properties').select('id').orderBy('id').execute()).map(
      (r) => r.id,
    );
    for (let i = 0; i < ids.length; i += REFRESH_CHUNK) {
      await refreshSearchDocuments(db, ids.slice(i, i + REFRESH_CHUNK));
    }
    const refreshMs = performance.now() - t1;
    console.log(
      `  refreshed ${ids.length} search documents in ${seconds(refreshMs)} ` +
        `(${(ids.length / (refreshMs / 1000)).toFixed(0)}/s, ${REFRESH_CHUNK} per statement)`,
    );
    return { events, loadMs, refreshMs };
  } finally {
    await close();
  }
}

/** Publishes like the outbox relay: the envelope as JSON, the event id as `Nats-Msg-Id`. */
async function publishEvents(
  nc: NatsConnection,
  prefix: string,
  events: readonly BenchEvent[],
): Promise<void> {
  const js = nc.jetstream();
  const inFlight = new Set<Promise<unknown>>();
  for (const event of events) {
    const envelope = envelopeOf(event);
    const p = js
      .publish(subjectFor(prefix, event.definition.subject), JSON.stringify(envelope), {
        msgID: event.id,
      })
      .finally(() => inFlight.delete(p));
    inFlight.add(p);
    if (inFlight.size >= PUBLISH_WINDOW) await Promise.race(inFlight);
  }
  await Promise.all(inFlight);
}

/** Sums what every durable consumer under the prefix still has to handle. */
async function backlog(
  jsm: JetStreamManager,
  prefix: string,
): Promise<{ pending: number; consumers: string[] }> {
  const streamPrefix = streamNameFor(prefix, 'x').slice(0, -1);
  let pending = 0;
  const consumers: string[] = [];
  for await (const stream of jsm.streams.list()) {
    const name = stream.config.name;
    if (!name.startsWith(streamPrefix)) continue;
    for await (const consumer of jsm.consumers.list(name)) {
      consumers.push(`${name}/${consumer.name}`);
      pending += consumer.num_pending + consumer.num_ack_pending;
    }
  }
  return { pending, consumers };
}

async function waitForConsumers(jsm: JetStreamManager, prefix: string): Promise<void> {
  const bookingStream = streamNameFor(prefix, 'booking');
  let lastPrint = 0;
  let settled = 0;
  for (;;) {
    const { pending, consumers } = await backlog(jsm, prefix);
    if (!consumers.some((c) => c.startsWith(`${bookingStream}/listing`))) {
      throw new Error(
        `no listing consumer on ${bookingStream}: this listing service does not project booking events`,
      );
    }
    // Twice in a row: a consumer between two fetches can show 0 for a moment.
    settled = pending === 0 ? settled + 1 : 0;
    if (settled >= 2) return;
    if (performance.now() - lastPrint > 10_000) {
      console.log(`  waiting for the projection: ${pending} events pending`);
      lastPrint = performance.now();
    }
    await sleep(1000);
  }
}

/** Fresh statistics (and visibility maps) after a bulk load, as autovacuum would get to. */
async function analyze(databaseUrl: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const t = performance.now();
    await client.query('VACUUM (ANALYZE)');
    console.log(`  VACUUM (ANALYZE) in ${seconds(performance.now() - t)}`);
  } finally {
    await client.end();
  }
}

/** One set of illustrations per (subcategory, landscape): listings of a kind share them. */
async function writeImagePools(mediaDir: string, pools: ReadonlySet<string>): Promise<void> {
  let written = 0;
  for (const pool of pools) {
    written += await writeImageSet(join(mediaDir, 'bench', pool), imagePoolSpecs(pool));
  }
  console.log(`  ${pools.size} photo sets (${written} new files) in ${mediaDir}/bench`);
}
