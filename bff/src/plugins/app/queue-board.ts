import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import { createBullBoard } from '@bull-board/api';
import { BullMQAdapter } from '@bull-board/api/bullMQAdapter';
import { FastifyAdapter } from '@bull-board/fastify';
import { AppError } from '@arrendo/contracts';
import { listQueueNames, openQueue } from '@arrendo/kit';
import { PERSONAL } from './cache-control.js';
import { toErrorBody } from './errors.js';

export const QUEUE_BOARD_PATH = '/admin/queues';
/** How often a look at the board may rescan Redis for queues a service has added since. */
const RESCAN_MS = 5000;
const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

type Queue = ReturnType<typeof openQueue>;

/**
 * Bull Board at /admin/queues: every BullMQ queue of every service under QUEUE_PREFIX, found in
 * Redis (kit `listQueueNames`) so a new queue shows up without editing this file. Admins only: the
 * admin guard refuses everyone else on every route here, assets included (`admin-guard.ts`).
 *
 * Read-only: the board shows queues, counts, jobs, their data and errors, but retrying, removing,
 * pausing or emptying would change state outside the audit log every admin action is written to
 * (issue 29). A job that failed for good is retried from the dead-letter list, which audits.
 */
export default fp(
  async (app) => {
    const prefix = app.config.QUEUE_PREFIX;
    const publicOrigin = new URL(app.config.PUBLIC_URL).origin;
    // BullMQ wants an ioredis instance (ESM: the named export), shared by every queue here and
    // opened at the first look, so the BFF starts and serves the site without Redis.
    const connection = new Redis(app.config.REDIS_URL, {
      lazyConnect: true,
      connectTimeout: 3000,
      maxRetriesPerRequest: 1,
    });
    let warnedAt = 0;
    connection.on('error', (error: Error) => {
      // ioredis reports each reconnect attempt: once a minute is enough for the operator.
      if (Date.now() - warnedAt < 60_000) return;
      warnedAt = Date.now();
      app.log.warn({ err: error }, 'queue board: Redis error');
    });

    const serverAdapter = new FastifyAdapter();
    serverAdapter.setBasePath(QUEUE_BOARD_PATH);
    const board = createBullBoard({
      queues: [],
      // @bull-board/fastify 9.10.1 is typed against @bull-board/api 9.10.1 (its own dependency),
      // whose adapter classes TypeScript tells apart from 9.10.2's by their private fields; the
      // adapter only stores what it is given, so the two work together.
      serverAdapter: serverAdapter as unknown as Parameters<
        typeof createBullBoard
      >[0]['serverAdapter'],
      options: { uiConfig: { boardTitle: 'Arrendo queues' } },
    });

    const opened = new Map<string, Queue>();
    let scannedAt = 0;
    let scanning: Promise<void> | undefined;
    async function rescan(): Promise<void> {
      const names = await listQueueNames(connection, prefix);
      for (const name of names) {
        if (!opened.has(name)) opened.set(name, openQueue(name, connection, prefix));
      }
      board.replaceQueues(
        [...opened.values()].map((queue) => new BullMQAdapter(queue, { readOnlyMode: true })),
      );
      scannedAt = Date.now();
    }
    async function freshQueues(): Promise<void> {
      if (Date.now() - scannedAt < RESCAN_MS) return;
      scanning ??= rescan().finally(() => {
        scanning = undefined;
      });
      try {
        await scanning;
      } catch (error) {
        throw new AppError('UNAVAILABLE', 'The queues cannot be read right now (Redis).', {
          reason: error instanceof Error ? error.message : String(error),
        });
      }
    }

    await app.register(async (scope) => {
      // preHandler: after the admin guard (a route onRequest hook), so strangers cause no scan.
      // Answered here, not thrown: Bull Board's routes have its own error handler, which would
      // not answer in the API's error shape.
      scope.addHook('preHandler', async (request, reply) => {
        try {
          // Bull Board's own requests are same-origin fetches, which always carry Origin when
          // they change something; the session cookie is SameSite=Lax as well.
          if (STATE_CHANGING.has(request.method) && request.headers.origin !== publicOrigin) {
            throw new AppError('FORBIDDEN', 'This request was refused: it came from another site.');
          }
          await freshQueues();
        } catch (error) {
          const { status, body, log } = toErrorBody(error);
          if (log) request.log[log]({ err: error }, 'queue board request failed');
          return reply.code(status).type('application/json; charset=utf-8').send({ error: body });
        }
      });
      scope.addHook('onSend', async (_request, reply, payload) => {
        reply.header('cache-control', PERSONAL);
        return payload;
      });
      await scope.register(serverAdapter.registerPlugin(), { prefix: QUEUE_BOARD_PATH });
    });

    app.addHook('onClose', async () => {
      await Promise.allSettled([...opened.values()].map((queue) => queue.close()));
      await connection.quit().catch(() => connection.disconnect());
    });
  },
  { name: 'queue-board', dependencies: ['admin-guard'] },
);
