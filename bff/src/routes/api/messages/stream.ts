import { PassThrough } from 'node:stream';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError, LIVE_PAGE_MAX, MessageStreamQuery, MessagingRpc } from '@arrendo/contracts';
import { LiveConnection } from '../../../live/connection.js';
import { LiveHub } from '../../../live/hub.js';
import { parseLastEventId } from '../../../live/sse.js';

/** A comment this often keeps proxies and load balancers from closing a quiet stream. */
const HEARTBEAT_MS = 15_000;
/** The browser's wait before it reconnects after the stream ends. */
const RETRY_MS = 3_000;
/** Streams one user may hold open on this instance (tabs, devices); the oldest goes first. */
const MAX_STREAMS_PER_USER = 5;

/**
 * `GET /api/messages/stream`: the signed-in user's live events as server-sent events. The
 * session cookies authenticate it (an EventSource sends them on the same origin). One NATS
 * subscription per process feeds every stream (`live/hub.ts`); a reconnect with `Last-Event-ID`
 * (or `?lastEventId=` for a page's first connection) first replays what was missed.
 */
const messageStreamRoutes: FastifyPluginAsyncZod = async (app) => {
  const hub = new LiveHub(app.nc, app.config.NATS_SUBJECT_PREFIX, app.log, MAX_STREAMS_PER_USER);
  hub.start();
  // Open streams would keep the server from closing: end them first (browsers reconnect).
  app.addHook('preClose', async () => hub.closeAll());
  app.addHook('onClose', async () => hub.stop());

  app.get(
    '/stream',
    {
      schema: { querystring: MessageStreamQuery },
      preHandler: app.requireUser,
      // A compressor would hold events back until its buffer fills.
      compress: false,
    },
    async (request, reply) => {
      const userId = request.actor.userId!;
      const header = parseLastEventId(request.headers['last-event-id']);
      if (header === null) {
        throw new AppError('VALIDATION', 'Invalid Last-Event-ID header', {
          fields: [{ path: 'Last-Event-ID', message: 'Must be an id this stream sent' }],
        });
      }
      const lastEventId = header ?? request.query.lastEventId;
      const body = new PassThrough();
      const connection = new LiveConnection({
        sink: { write: (chunk) => body.write(chunk), end: () => body.end() },
        heartbeatMs: HEARTBEAT_MS,
        retryMs: RETRY_MS,
        pageSize: LIVE_PAGE_MAX,
        onClose: () => hub.detach(userId, connection),
      });
      hub.attach(userId, connection);
      request.raw.once('close', () => connection.close());
      // The server drops sockets idle for its connection timeout (server.ts: 10 s), shorter than
      // the heartbeat: a stream is meant to sit quiet between events, so this socket never idles out.
      request.raw.socket.setTimeout(0);
      reply
        .header('content-type', 'text/event-stream; charset=utf-8')
        .header('x-accel-buffering', 'no');
      void reply.send(body);
      connection
        .start(
          (after, limit) => request.call(MessagingRpc.liveSince, { after, limit }),
          lastEventId,
        )
        .catch((err: unknown) => {
          // Without the replay nothing may be sent: end it, the browser retries shortly.
          request.log.warn({ err }, 'live stream replay failed');
          connection.close();
        });
      return reply;
    },
  );
};

export default messageStreamRoutes;
