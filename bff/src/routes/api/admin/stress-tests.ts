import { PassThrough } from 'node:stream';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  StartStressRunBody,
  StressRpc,
  StressRunEvent,
  StressRunParamsPath,
  StressRunResponse,
  StressRunsQuery,
  StressRunsResponse,
  StressScenariosResponse,
  stressLiveSubjectFor,
  type StressRun,
} from '@arrendo/contracts';
import { openSseConnections } from '../../../live/metrics.js';
import { sseComment, sseEvent, sseRetry } from '../../../live/sse.js';

/** A comment this often keeps proxies from closing a quiet stream (setup can take a while). */
const HEARTBEAT_MS = 15_000;
/** The browser's wait before it reconnects after the stream ends unexpectedly. */
const RETRY_MS = 3_000;

const finished = (run: StressRun): boolean => run.status === 'completed' || run.status === 'failed';

function jsonOf(data: Uint8Array): unknown {
  try {
    return JSON.parse(new TextDecoder().decode(data));
  } catch {
    return undefined;
  }
}

/**
 * `/api/admin/stress-tests/*` (admins; registered inside the admin-only block; decision 0052):
 * the stress service's runs. The service checks the role again, refuses a second run (409) and
 * runs in production (503), and audits each start. The events route relays the run's live
 * events from NATS as server-sent events, the stored run first, so a page that connects late
 * (or again) has every sample so far; it ends once the run has finished.
 */
const stressTestRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/scenarios',
    { schema: { response: { 200: StressScenariosResponse } } },
    async (request) => request.call(StressRpc.scenarios, {}),
  );

  app.post(
    '/runs',
    {
      schema: {
        body: StartStressRunBody,
        response: { 200: StressRunResponse, 202: StressRunResponse },
      },
    },
    async (request, reply) => {
      const { run, created } = await request.call(StressRpc.start, request.body);
      return reply.code(created ? 202 : 200).send(run);
    },
  );

  app.get(
    '/runs',
    { schema: { querystring: StressRunsQuery, response: { 200: StressRunsResponse } } },
    async (request) => request.call(StressRpc.list, request.query),
  );

  app.get(
    '/runs/:id',
    { schema: { params: StressRunParamsPath, response: { 200: StressRunResponse } } },
    async (request) => request.call(StressRpc.get, { id: request.params.id }),
  );

  const open = new Set<() => void>();
  // Open streams would keep the server from closing: end them first (browsers reconnect).
  app.addHook('preClose', async () => {
    for (const close of [...open]) close();
  });

  app.get(
    '/runs/:id/events',
    // A compressor would hold events back until its buffer fills.
    { schema: { params: StressRunParamsPath }, compress: false },
    async (request, reply) => {
      // Subscribed before the run is read: nothing published in between is lost.
      const subscription = app.nc.subscribe(
        `${app.config.NATS_SUBJECT_PREFIX}${stressLiveSubjectFor(request.params.id)}`,
      );
      let run: StressRun;
      try {
        run = await request.call(StressRpc.get, { id: request.params.id });
      } catch (error) {
        subscription.unsubscribe();
        throw error;
      }
      const body = new PassThrough();
      let closed = false;
      const heartbeat = setInterval(() => body.write(sseComment('ping')), HEARTBEAT_MS);
      heartbeat.unref();
      const close = (): void => {
        if (closed) return;
        closed = true;
        clearInterval(heartbeat);
        subscription.unsubscribe();
        open.delete(close);
        openSseConnections.dec();
        body.end();
      };
      open.add(close);
      openSseConnections.inc();
      request.raw.once('close', close);
      // A stream sits quiet between events: the server's idle timeout must not end it. (An
      // injected request has a socket stand-in without timeouts.)
      const socket: { setTimeout?: (ms: number) => unknown } = request.raw.socket;
      socket.setTimeout?.(0);
      reply
        .header('content-type', 'text/event-stream; charset=utf-8')
        .header('cache-control', 'no-store')
        .header('x-accel-buffering', 'no');
      void reply.send(body);

      body.write(sseRetry(RETRY_MS));
      body.write(sseEvent({ event: 'run', data: { type: 'run', run } }));
      if (finished(run)) {
        close();
        return reply;
      }
      // Samples the stored run already had are not sent twice.
      let lastSecond = run.samples.at(-1)?.second ?? 0;
      void (async () => {
        for await (const message of subscription) {
          if (closed) break;
          const parsed = StressRunEvent.safeParse(jsonOf(message.data));
          if (!parsed.success) {
            request.log.warn({ subject: message.subject }, 'stress live event refused');
            continue;
          }
          const event = parsed.data;
          if (event.type === 'progress') {
            if (event.sample.second <= lastSecond) continue;
            lastSecond = event.sample.second;
          }
          body.write(sseEvent({ event: event.type, data: event }));
          if (event.type === 'run' && finished(event.run)) {
            close();
            break;
          }
        }
      })().catch((err: unknown) => {
        request.log.warn({ err }, 'stress live stream failed');
        close();
      });
      return reply;
    },
  );
};

export default stressTestRoutes;
