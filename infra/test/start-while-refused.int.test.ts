import { randomBytes } from 'node:crypto';
import { createConnection, createServer, type Server, type Socket } from 'node:net';
import { Redis } from 'ioredis';
import { connect, type NatsConnection } from 'nats';
import pg from 'pg';
import { RpcClient } from '@arrendo/kit';
import {
  baseDatabaseUrl,
  createTestDatabase,
  deleteStreams,
  natsUrl,
  queuePrefixFor,
  redisUrl,
  uniquePrefix,
  waitFor,
} from '@arrendo/kit/testing';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../src/net.js';
import { PROCESSES } from '../src/launcher/processes.js';
import {
  isReady,
  logged,
  processEnv,
  runProcess,
  tail,
  type RunningProcess,
} from './service-processes.js';

const PAYMENT = PROCESSES.find((p) => p.name === 'payment');

/**
 * A port that refuses connections until `open()`, then forwards each one to `target`: a server
 * that starts after the process that needs it.
 */
class LatePort {
  private server: Server | undefined;
  private readonly sockets = new Set<Socket>();

  private constructor(
    readonly port: number,
    private readonly target: URL,
  ) {}

  static async reserve(target: string): Promise<LatePort> {
    return new LatePort(await freePort(), new URL(target));
  }

  /** The target URL with this port in its place. */
  get url(): string {
    const url = new URL(this.target);
    url.hostname = '127.0.0.1';
    url.port = String(this.port);
    return url.toString();
  }

  async open(): Promise<void> {
    const server = createServer((socket) => {
      const upstream = createConnection(Number(this.target.port), this.target.hostname);
      for (const end of [socket, upstream]) {
        this.sockets.add(end);
        end.on('error', () => undefined);
        end.on('close', () => {
          this.sockets.delete(end);
          socket.destroy();
          upstream.destroy();
        });
      }
      socket.pipe(upstream).pipe(socket);
    });
    await new Promise<void>((resolve) => server.listen(this.port, '127.0.0.1', resolve));
    this.server = server;
  }

  async close(): Promise<void> {
    for (const socket of this.sockets) socket.destroy();
    await new Promise<void>((resolve) =>
      this.server ? this.server.close(() => resolve()) : resolve(),
    );
  }
}

/**
 * A database owned by a role of its own whose connection limit the test sets: 0 makes Postgres
 * answer every connection "too many connections" (SQLSTATE 53300), as when it is full, without
 * taking a slot from anybody else on the shared server.
 */
async function limitedDatabase(label: string) {
  const database = await createTestDatabase(label);
  const role = `arrendo_${label}_${randomBytes(4).toString('hex')}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: baseDatabaseUrl() });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`CREATE ROLE "${role}" LOGIN CONNECTION LIMIT 0`);
  await admin(`ALTER DATABASE "${database.name}" OWNER TO "${role}"`);
  const url = new URL(database.url);
  url.username = role;
  return {
    url: url.toString(),
    database,
    setLimit: (limit: number) => admin(`ALTER ROLE "${role}" CONNECTION LIMIT ${limit}`),
    drop: async () => {
      await database.drop();
      await admin(`DROP ROLE IF EXISTS "${role}"`);
    },
  };
}

describe('a service started while its dependencies refuse connections', () => {
  let nc: NatsConnection;
  const cleanups: (() => Promise<unknown>)[] = [];

  beforeAll(async () => {
    nc = await connect({ servers: natsUrl() });
  });
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup().catch(() => undefined);
  });
  afterAll(async () => {
    await nc?.close();
  });

  it('waits for Postgres (too many connections), NATS and Redis, logging each, and comes up', async () => {
    if (!PAYMENT) throw new Error('the launcher runs no payment process');
    const db = await limitedDatabase('refused');
    cleanups.push(() => db.drop());
    const prefix = uniquePrefix();
    cleanups.push(() => deleteStreams(prefix));
    const natsPort = await LatePort.reserve(natsUrl());
    const redisPort = await LatePort.reserve(redisUrl());
    cleanups.push(
      () => natsPort.close(),
      () => redisPort.close(),
    );
    const payment: RunningProcess = runProcess(
      PAYMENT,
      processEnv(db.url, prefix, {
        NATS_URL: natsPort.url,
        REDIS_URL: redisPort.url,
      }),
      // An exit is the failure under test: reported, never hidden by a restart.
      { restart: false },
    );
    cleanups.push(() => payment.supervised.stop());
    const client = new RpcClient({ nc, prefix });
    const failed = () => (payment.crashes.length > 0 ? `it exited:\n${tail(payment)}` : '');
    const waitingFor = (what: RegExp) => logged(payment, what).length;

    // Postgres says "too many connections" to every attempt: the process waits, and says so.
    await waitFor(() => failed() !== '' || waitingFor(/^waiting for Postgres at /) >= 3, 90_000);
    expect(failed()).toBe('');
    expect(logged(payment, /^waiting for Postgres at /)[0]).toMatchObject({
      msg: expect.stringMatching(
        new RegExp(
          `^waiting for Postgres at 127\\.0\\.0\\.1:\\d+/${db.database.name}: too many connections`,
        ),
      ),
      waitingFor: expect.stringContaining(db.database.name),
    });

    // Room in Postgres; NATS is not there yet.
    await db.setLimit(-1);
    await waitFor(() => failed() !== '' || waitingFor(/^waiting for NATS at /) >= 2, 30_000);
    expect(failed()).toBe('');
    expect(logged(payment, /^waiting for NATS at /)[0]).toMatchObject({
      msg: expect.stringContaining(`127.0.0.1:${natsPort.port}`),
    });

    // NATS starts: the service serves, though Redis is still away.
    await natsPort.open();
    await waitFor(async () => failed() !== '' || (await isReady(client, payment, 0)), 30_000);
    expect(failed()).toBe('');
    // Its consumers and relay are attached a moment after it answers.
    await waitFor(() => logged(payment, 'payment service started').length === 1, 30_000);

    // Redis starts: the schedules the service declared get registered there.
    await redisPort.open();
    const redis = new Redis(redisUrl(), { maxRetriesPerRequest: 1 });
    cleanups.push(async () => redis.disconnect());
    await waitFor(
      async () => (await redis.zcard(`${queuePrefixFor(prefix)}:payment.schedules:repeat`)) > 0,
      30_000,
    );
    expect(payment.crashes).toEqual([]);
  }, 240_000);

  it('gives up after STARTUP_WAIT_MS, exits, and the launcher reports the crash naming Postgres', async () => {
    if (!PAYMENT) throw new Error('the launcher runs no payment process');
    const db = await limitedDatabase('full');
    cleanups.push(() => db.drop());
    const prefix = uniquePrefix();
    const payment = runProcess(PAYMENT, processEnv(db.url, prefix, { STARTUP_WAIT_MS: '3000' }), {
      restart: false,
    });
    cleanups.push(() => payment.supervised.stop());
    await waitFor(() => payment.crashes.length > 0, 90_000);
    expect(payment.crashes[0]).toMatchObject({ code: 1, restartInMs: null });
    const output = payment.lines.map((l) => l.line).join('\n');
    expect(output).toContain('waiting for Postgres at');
    expect(output).toMatch(
      new RegExp(
        `\\[payment\\] failed to start: gave up waiting for Postgres at 127\\.0\\.0\\.1:\\d+/${db.database.name} after [0-9] s: too many connections`,
      ),
    );
    expect(output).toContain('[payment] CRASHED: exited with code 1');
  }, 120_000);
});
