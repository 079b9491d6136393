import { randomBytes } from 'node:crypto';
import { mkdir, rename, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import {
  IMPORT_BATCH_MAX,
  ListingRpc,
  type EventEnvelope,
  type ImportedProperty,
} from '@arrendo/contracts';
import { createLogger, RpcClient, streamNameFor, subjectFor } from '@arrendo/kit';
import { connect, type JetStreamManager, type NatsConnection } from 'nats';
import pg from 'pg';
import { callAsSystem } from '../../../infra/seed/src/call-system.js';
import { renderListingImage } from '../../../infra/seed/src/images/render.js';
import { calendarEvents, type BenchEvent } from './calendars.js';
import { imagePoolSpecs, listingGenerator } from './listings.js';

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
  /** Milliseconds per phase, for the printout. */
  importMs: number;
  publishMs: number;
  catchUpMs: number;
}

/** Import calls in flight at once: enough to keep the listing service busy on 2 cores. */
const IMPORT_CONCURRENCY = 3;
/** Unacknowledged JetStream publishes in flight at once. */
const PUBLISH_WINDOW = 512;

const seconds = (ms: number): string => `${(ms / 1000).toFixed(1)} s`;

/**
 * Makes the bench catalogue through the services' own commands, as the demo seed does: listings
 * with `rpc.listing.property.import` as the system actor, then the booking service's events
 * (calendar snapshots, held and confirmed bookings) published to its JetStream stream with the
 * contracts' definitions, then waits until every consumer under the bench prefix has caught up.
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
    const jsm = await nc.jetstreamManager();
    let events = 0;
    const batch: BenchEvent[] = [];
    const flush = async (): Promise<void> => {
      await publishEvents(nc, options.prefix, batch);
      events += batch.length;
      batch.length = 0;
    };
    for (let index = 0; index < options.count; index++) {
      batch.push(...calendarEvents(generator.listing(index), options.now));
      if (batch.length >= 5000) await flush();
    }
    await flush();
    const publishMs = performance.now() - t1;
    console.log(`  published ${events} booking events in ${seconds(publishMs)}`);

    const t2 = performance.now();
    await waitForConsumers(jsm, options.prefix);
    const catchUpMs = performance.now() - t2;
    console.log(`  every consumer caught up in ${seconds(catchUpMs)}`);
    await analyze(options.databaseUrl);
    return { listings: options.count, events, importMs, publishMs, catchUpMs };
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

/** Publishes like the outbox relay: the envelope as JSON, the event id as `Nats-Msg-Id`. */
async function publishEvents(
  nc: NatsConnection,
  prefix: string,
  events: readonly BenchEvent[],
): Promise<void> {
  const js = nc.jetstream();
  const inFlight = new Set<Promise<unknown>>();
  for (const event of events) {
    const envelope: EventEnvelope = {
      id: event.id,
      type: event.definition.subject,
      version: event.definition.version,
      occurredAt: event.occurredAt,
      // Validated as the producer's enqueue would: a generator bug fails here, not in the consumer.
      data: event.definition.data.parse(event.data),
    };
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

async function exists(file: string): Promise<boolean> {
  return stat(file).then(
    () => true,
    () => false,
  );
}

/** One set of illustrations per (subcategory, landscape): listings of a kind share them. */
async function writeImagePools(mediaDir: string, pools: ReadonlySet<string>): Promise<void> {
  let written = 0;
  for (const pool of pools) {
    const dir = join(mediaDir, 'bench', pool);
    await mkdir(dir, { recursive: true });
    for (const [i, spec] of imagePoolSpecs(pool).entries()) {
      const file = join(dir, `${i + 1}.svg`);
      if (await exists(file)) continue;
      const tmp = `${file}.${randomBytes(6).toString('hex')}.tmp`;
      await writeFile(tmp, renderListingImage(spec), 'utf8');
      await rename(tmp, file);
      written++;
    }
  }
  console.log(`  ${pools.size} photo sets (${written} new files) in ${mediaDir}/bench`);
}
