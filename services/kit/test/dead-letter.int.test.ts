import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql, type Kysely } from 'kysely';
import { type Migration } from 'kysely/migration';
import { connect, type NatsConnection } from 'nats';
import { z } from 'zod';
import { deadLettersRpc, defineEvent, retryDeadLetterRpc } from '@arrendo/contracts';
import {
  deadLetterStreamName,
  streamNameFor,
  startService,
  subscribeEvents,
  type DeadLetterEntry,
  type DeadLetterMessage,
  type EventHandler,
  type RunningService,
} from '../src/index.js';
import {
  createTestDatabase,
  deleteStreams,
  natsUrl,
  testEnv,
  uniquePrefix,
  waitFor,
  type TestDatabase,
} from '../src/testing/index.js';

const Rang = defineEvent('evt.kitbell.bell.rang', 1, z.object({ times: z.number().int() }));
const Fixed = defineEvent('evt.kitbell.bell.fixed', 1, z.object({ by: z.string() }));

interface BellDB {
  rings: { event_id: string; times: number };
}

const migrations: Record<string, Migration> = {
  '202601010001_create_rings': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('rings')
        .addColumn('event_id', 'uuid', (c) => c.primaryKey())
        .addColumn('times', 'integer')
        .execute();
    },
  },
};

const POISON = 99;
const MAX_DELIVER = 3;
const ADMIN = { userId: null, roles: ['admin' as const] };

describe('dead letters and consumer configuration', () => {
  let testDb: TestDatabase;
  let nc: NatsConnection;
  let service: RunningService<BellDB>;
  const prefix = uniquePrefix();
  const attempts = new Map<string, number>();
  /** Set once the "bug" is fixed: the poison event then rings like any other. */
  let cured = false;
  /** Events an operator retried: their handler ran beyond max_deliver on purpose. */
  const operatorRetried = new Set<string>();
  const deadLetters: DeadLetterEntry[] = [];
  const stream = streamNameFor(prefix, 'kitbell');

  const publish = async (times: number, id = randomUUID()) => {
    const envelope = {
      id,
      type: Rang.subject,
      version: 1,
      occurredAt: new Date().toISOString(),
      data: { times },
    };
    await nc.jetstream().publish(`${prefix}${Rang.subject}`, JSON.stringify(envelope));
    return id;
  };

  const start = (maxDeliver: number, alsoFixed: boolean) =>
    startService<BellDB>({
      name: 'kitdlq',
      migrations,
      onDeadLetter: (entry) => {
        deadLetters.push(entry);
      },
      overrides: {
        env: testEnv({
          databaseUrl: testDb.url,
          prefix,
          LOG_LEVEL: 'silent',
          EVENT_MAX_DELIVER: String(maxDeliver),
        }),
      },
      register(ctx) {
        const rang: EventHandler<typeof Rang, BellDB> = async (event, trx) => {
          attempts.set(event.id, (attempts.get(event.id) ?? 0) + 1);
          if (event.data.times === POISON && !cured) throw new Error(`cannot ring ${POISON} times`);
          await trx
            .insertInto('rings')
            .values({ event_id: event.id, times: event.data.times })
            .execute();
        };
        if (alsoFixed) {
          subscribeEvents(ctx, { rang: Rang, fixed: Fixed }, { rang, fixed: async () => {} });
        } else {
          subscribeEvents(ctx, { rang: Rang }, { rang });
        }
      },
    });

  const rings = async () =>
    (await sql<{ n: number }>`SELECT count(*)::int AS n FROM rings`.execute(service.ctx.db)).rows[0]
      ?.n ?? -1;

  beforeAll(async () => {
    testDb = await createTestDatabase('kitdlq');
    nc = await connect({ servers: natsUrl() });
    service = await start(MAX_DELIVER, false);
  });

  afterAll(async () => {
    await service.stop();
    await nc.close();
    await deleteStreams(prefix);
    await testDb.drop();
  });

  it('configures the consumer from the code: filter on the one subject, max_deliver with spares', async () => {
    const info = await (await nc.jetstreamManager()).consumers.info(stream, 'kitdlq');
    expect(info.config.filter_subject).toBe(`${prefix}${Rang.subject}`);
    expect(info.config.max_deliver).toBe(MAX_DELIVER + 2);
  });

  it('dead-letters an event after exactly max_deliver failed attempts, and never redelivers it', async () => {
    const good = await publish(1);
    const poison = await publish(POISON);
    await waitFor(() => deadLetters.some((d) => d.key === poison), 20_000);
    expect(attempts.get(poison)).toBe(MAX_DELIVER);

    const entry = deadLetters.find((d) => d.key === poison);
    expect(entry).toMatchObject({
      source: 'event',
      name: Rang.subject,
      key: poison,
      attempts: MAX_DELIVER,
      error: `cannot ring ${POISON} times`,
      payload: { id: poison, data: { times: POISON } },
    });

    // On the kit's stream, under dlq.<consumer>.<subject>.
    const jsm = await nc.jetstreamManager();
    const letter = await jsm.streams.getMessage(deadLetterStreamName(prefix), {
      last_by_subj: `${prefix}dlq.kitdlq.${Rang.subject}`,
    });
    const body = JSON.parse(new TextDecoder().decode(letter.data)) as DeadLetterMessage;
    expect(body).toMatchObject({
      consumer: 'kitdlq',
      subject: Rang.subject,
      eventId: poison,
      attempts: MAX_DELIVER,
      error: `cannot ring ${POISON} times`,
    });

    // Terminated: nothing pending or awaiting redelivery on the consumer, and no further attempt.
    await waitFor(async () => {
      const info = await jsm.consumers.info(stream, 'kitdlq');
      return info.num_ack_pending === 0 && info.num_pending === 0;
    });
    await new Promise((r) => setTimeout(r, 1500));
    expect(attempts.get(poison)).toBe(MAX_DELIVER);
    expect(attempts.get(good)).toBe(1);
    expect(deadLetters.filter((d) => d.key === poison)).toHaveLength(1);
  });

  it('retries a dead event for an operator: handled once from the stream copy, letter resolved', async () => {
    const poison = await publish(POISON);
    operatorRetried.add(poison);
    await waitFor(() => deadLetters.some((d) => d.key === poison), 20_000);
    const { client } = service.ctx;
    const listed = await client.call(deadLettersRpc('kitdlq'), { limit: 50 }, { actor: ADMIN });
    const letter = listed.items.find((l) => l.key === poison);
    expect(letter).toMatchObject({ source: 'event', name: Rang.subject, resolvedAt: null });

    // Still broken: the retry says why and the letter stays open.
    await expect(
      client.call(retryDeadLetterRpc('kitdlq'), { id: letter!.id }, { actor: ADMIN }),
    ).rejects.toMatchObject({ code: 'CONFLICT', message: expect.stringContaining('failed again') });
    const handledBefore = await rings();

    cured = true;
    try {
      const retried = await client.call(
        retryDeadLetterRpc('kitdlq'),
        { id: letter!.id },
        { actor: ADMIN },
      );
      expect(retried.id).toBe(letter!.id);
      expect(await rings()).toBe(handledBefore + 1);
      const row = await sql<{ times: number }>`
        SELECT times FROM rings WHERE event_id = ${poison}`.execute(service.ctx.db);
      expect(row.rows).toEqual([{ times: POISON }]);
      // Once: a second retry of the same letter is refused, the inbox holds the event.
      await expect(
        client.call(retryDeadLetterRpc('kitdlq'), { id: letter!.id }, { actor: ADMIN }),
      ).rejects.toMatchObject({ code: 'CONFLICT' });
    } finally {
      cured = false;
    }
  });

  it('dead-letters a malformed event at once', async () => {
    const before = deadLetters.length;
    await nc.jetstream().publish(`${prefix}${Rang.subject}`, 'not json at all');
    await waitFor(() => deadLetters.length > before);
    expect(deadLetters.at(-1)).toMatchObject({
      source: 'event',
      name: Rang.subject,
      payload: 'not json at all',
      attempts: 1,
    });
    expect(deadLetters.at(-1)?.key).toMatch(new RegExp(`^${stream}:\\d+$`));
  });

  it('applies a changed configuration on restart and resumes where it left off', async () => {
    await waitFor(async () => (await rings()) >= 1);
    const handledBefore = await rings();
    await service.stop();
    const whileDown = await publish(5);
    service = await start(MAX_DELIVER + 1, true);

    const info = await (await nc.jetstreamManager()).consumers.info(stream, 'kitdlq');
    expect(info.config.filter_subject).toBe(`${prefix}evt.kitbell.>`);
    expect(info.config.max_deliver).toBe(MAX_DELIVER + 1 + 2);
    await waitFor(async () => (await rings()) === handledBefore + 1);
    expect(attempts.get(whileDown)).toBe(1);
    // Earlier events are not handled again (the inbox would hide it; the attempts would not).
    await new Promise((r) => setTimeout(r, 300));
    expect([...attempts].filter(([id, n]) => n > MAX_DELIVER && !operatorRetried.has(id))).toEqual(
      [],
    );
    expect(await rings()).toBe(handledBefore + 1);
  });
});
