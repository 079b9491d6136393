import { randomBytes, randomUUID } from 'node:crypto';
import { createServer } from 'node:net';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { IdentityEvents, IdentityRpc, ListingRpc } from '@arrendo/contracts';
import { captureSpans, uniquePrefix, type CapturedSpans } from '@arrendo/kit/testing';
import { SpanKind } from '@arrendo/kit/telemetry';
import { startWorkerApp, type WorkerApp } from '@arrendo/notification/testing';
import { CSRF, registration } from './accounts.js';
import { buildTestApp, createWebDist } from './helper.js';
import { startIdentity } from './identity-service.js';

type Span = ReturnType<CapturedSpans['finished']>[number];

/** A port nobody listens on right now, for the metrics server. */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (address === null || typeof address === 'string') throw new Error('no port');
  return address.port;
}

/** The BFF's JSON log lines, as a log shipper would read them. */
function logLines() {
  let text = '';
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      text += chunk.toString('utf8');
      done();
    },
  });
  const read = () =>
    text
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as Record<string, unknown>);
  return { stream, read };
}

/**
 * Issue 29, "Operators": one request's path through the system is one trace (BFF → NATS RPC →
 * service → Postgres → outbox event → another service's consumer → its BullMQ job), the trace id
 * reaches error answers and log lines, and Prometheus metrics are served on their own port.
 * Spans are captured in memory with the SDK's InMemorySpanExporter.
 */
describe('observability', () => {
  const prefix = uniquePrefix();
  const logs = logLines();
  const webDist = createWebDist();
  let spans: CapturedSpans;
  let identity: Awaited<ReturnType<typeof startIdentity>>;
  let worker: WorkerApp;
  let app: FastifyInstance;
  let metricsPort: number;

  beforeAll(async () => {
    // First: every tracer in this process (BFF, services, worker) reaches this provider.
    spans = captureSpans();
    identity = await startIdentity(prefix);
    worker = await startWorkerApp(identity.notificationEnv);
    metricsPort = await freePort();
    app = await buildTestApp(
      {
        NATS_SUBJECT_PREFIX: prefix,
        WEB_DIST_DIR: webDist.dir,
        RATE_LIMIT_ENABLED: 'false',
        // The request spans come from @fastify/otel, off in the other test files.
        OTEL_SDK_DISABLED: 'false',
        LOG_LEVEL: 'info',
        METRICS_PORT: String(metricsPort),
        METRICS_HOST: '127.0.0.1',
      },
      { logDestination: logs.stream },
    );
  }, 60_000);

  afterAll(async () => {
    await app?.close();
    await worker?.stop();
    await identity?.stop();
    await spans?.stop();
    webDist.remove();
  });

  const inTrace = (traceId: string) => (all: Span[]) =>
    all.filter((s) => s.spanContext().traceId === traceId);
  const parentOf = (span: Span) => span.parentSpanContext?.spanId;

  /** Signs up through the BFF with these extra headers; the answer's `x-trace-id`. */
  async function signUp(headers: Record<string, string> = {}): Promise<string> {
    const email = `trace-${randomUUID().slice(0, 8)}@example.com`;
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: registration(email, 'observability-password'),
      headers: { ...CSRF, ...headers },
    });
    expect(res.statusCode, res.body).toBe(201);
    const traceId = res.headers['x-trace-id'];
    expect(traceId).toMatch(/^[0-9a-f]{32}$/);
    return String(traceId);
  }

  /**
   * The sign-up's spans, all in `traceId` and joined parent to child: the BFF request, the RPC
   * client and server, identity's outbox insert, the relay's publish, notification's consumer
   * and inbox write, the email worker's job. Answers the BFF request span.
   */
  async function expectSignUpTrace(traceId: string): Promise<Span> {
    const otpSubject = IdentityEvents.OTP_REQUESTED_V2.subject;
    const all = await spans.waitFor((finished) => {
      const names = inTrace(String(traceId))(finished).map((s) => s.name);
      return names.includes(`consume ${otpSubject}`) && names.some((n) => n.startsWith('job '));
    });
    const trace = inTrace(String(traceId))(all);
    const byId = new Map(trace.map((s) => [s.spanContext().spanId, s]));
    /** Whether `ancestor` is on `span`'s parent chain within this trace. */
    const descendsFrom = (span: Span, ancestor: Span): boolean => {
      for (let at = byId.get(parentOf(span) ?? ''); at; at = byId.get(parentOf(at) ?? '')) {
        if (at === ancestor) return true;
      }
      return false;
    };
    const one = (predicate: (s: Span) => boolean, what: string): Span => {
      const found = trace.find(predicate);
      expect(found, `${what} in ${trace.map((s) => s.name).join(', ')}`).toBeDefined();
      return found!;
    };

    const request = one(
      (s) => s.instrumentationScope.name === '@fastify/otel' && s.name === 'request',
      'the BFF request span',
    );
    expect(request.kind).toBe(SpanKind.SERVER);
    expect(request.attributes['http.route']).toBe('/api/auth/register');
    expect(request.attributes['http.response.status_code']).toBe(201);

    const subject = IdentityRpc.register.subject;
    const client = one(
      (s) => s.name === `rpc ${subject}` && s.kind === SpanKind.CLIENT,
      'the BFF’s RPC call',
    );
    const server = one(
      (s) => s.name === `rpc ${subject}` && s.kind === SpanKind.SERVER,
      'identity’s RPC handling',
    );
    expect(parentOf(server)).toBe(client.spanContext().spanId);

    const insert = one(
      (s) =>
        s.name === 'pg INSERT' &&
        s.attributes['db.namespace'] === 'identity' &&
        String(s.attributes['db.query.text']).includes('outbox'),
      'identity’s outbox insert',
    );
    expect(insert.attributes['db.system']).toBe('postgresql');
    expect(descendsFrom(insert, server)).toBe(true);

    const publish = one(
      (s) => s.name === `publish ${otpSubject}` && s.kind === SpanKind.PRODUCER,
      'the outbox relay’s publish',
    );
    const consume = one(
      (s) => s.name === `consume ${otpSubject}` && s.kind === SpanKind.CONSUMER,
      'notification’s consumer',
    );
    expect(parentOf(consume)).toBe(publish.spanContext().spanId);
    // The relay publishes later, from the row's stored traceparent: under the RPC, not beside it.
    expect(descendsFrom(publish, server)).toBe(true);
    expect(descendsFrom(consume, request)).toBe(true);
    one(
      (s) => s.name === 'pg INSERT' && s.attributes['db.namespace'] === 'notification',
      'the consumer’s inbox write',
    );
    const job = one(
      (s) => s.name.startsWith('job ') && s.kind === SpanKind.CONSUMER,
      'the email worker’s job',
    );
    expect(descendsFrom(job, consume)).toBe(true);
    return request;
  }

  it('one sign-up is one trace: BFF → RPC → identity → Postgres → event → notification → job', async () => {
    const request = await expectSignUpTrace(await signUp());
    // Nobody sent a traceparent: the trace starts at the BFF.
    expect(request.parentSpanContext?.spanId).toBeUndefined();
  });

  it('continues the trace a browser started: its id is answered and every span is under it', async () => {
    // As web/src/lib/traceparent.ts makes it: a random trace id and span id, sampled.
    const browserTraceId = randomBytes(16).toString('hex');
    const browserSpanId = randomBytes(8).toString('hex');
    const traceId = await signUp({ traceparent: `00-${browserTraceId}-${browserSpanId}-01` });
    expect(traceId).toBe(browserTraceId);
    const request = await expectSignUpTrace(traceId);
    expect(request.parentSpanContext?.spanId).toBe(browserSpanId);
    expect(request.parentSpanContext?.isRemote).toBe(true);
  });

  it('starts its own trace when the browser’s traceparent is malformed', async () => {
    const traceId = await signUp({ traceparent: `00-${'0'.repeat(32)}-${'1'.repeat(16)}-01` });
    expect(traceId).not.toBe('0'.repeat(32));
  });

  it('an error answer carries the trace id of its log line, in the body and the header', async () => {
    // The listing service is not running: the search is answered 503 and logged as a warning.
    const res = await app.inject({ method: 'GET', url: '/api/search' });
    expect(res.statusCode, res.body).toBe(503);
    const body = res.json<{ error: { code: string; traceId?: string } }>();
    expect(body.error.code).toBe('UNAVAILABLE');
    expect(body.error.traceId).toMatch(/^[0-9a-f]{32}$/);
    expect(res.headers['x-trace-id']).toBe(body.error.traceId);

    const failed = logs.read().filter((l) => l.msg === 'request failed');
    const line = failed.find((l) => l.trace_id === body.error.traceId);
    expect(
      line,
      `a warning with trace_id ${body.error.traceId} among ${failed.length}`,
    ).toBeDefined();
    expect(line?.level).toBe(40);
    expect(line?.span_id).toMatch(/^[0-9a-f]{16}$/);
    expect(line?.reqId).toBeTypeOf('string');

    const rpcSpan = await spans.waitFor((all) =>
      inTrace(body.error.traceId!)(all).some((s) => s.name === `rpc ${ListingRpc.search.subject}`),
    );
    expect(inTrace(body.error.traceId!)(rpcSpan).length).toBeGreaterThan(0);
  });

  it('a 404 and a refused input carry it too', async () => {
    const missing = await app.inject({ method: 'GET', url: '/api/no-such-route' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json<{ error: { traceId?: string } }>().error.traceId).toBe(
      missing.headers['x-trace-id'],
    );
    const invalid = await app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { email: 'not-an-email' },
      headers: CSRF,
    });
    expect(invalid.statusCode).toBe(400);
    const error = invalid.json<{ error: { code: string; traceId?: string } }>().error;
    expect(error.code).toBe('VALIDATION');
    expect(error.traceId).toBe(invalid.headers['x-trace-id']);
  });

  it('serves Prometheus metrics on the metrics port only', async () => {
    await app.inject({ method: 'GET', url: '/api/health' });
    const scrape = await fetch(`http://127.0.0.1:${metricsPort}/metrics`);
    expect(scrape.status).toBe(200);
    const text = await scrape.text();

    expect(text).toMatch(
      /http_request_duration_seconds_count\{method="POST",route="\/api\/auth\/register",status_code="201"\} [1-9]/,
    );
    expect(text).toMatch(
      /http_request_duration_seconds_bucket\{le="0\.5",method="GET",route="\/api\/search\/?",status_code="503"\} 1/,
    );
    const subject = IdentityRpc.register.subject;
    expect(text).toContain(`rpc_client_duration_seconds_count{subject="${subject}",code="OK"}`);
    expect(text).toContain(`rpc_server_duration_seconds_count{subject="${subject}",code="OK"}`);
    expect(text).toContain(
      `rpc_client_duration_seconds_count{subject="${ListingRpc.search.subject}",code="UNAVAILABLE"}`,
    );
    expect(text).toMatch(/bullmq_queue_jobs\{queue="notification\.email",state="waiting"\} \d+/);
    expect(text).toMatch(/bullmq_queue_jobs\{queue="notification\.email",state="failed"\} \d+/);
    expect(text).toMatch(/outbox_oldest_unpublished_age_seconds\{service="identity"\} [\d.]+/);
    expect(text).toMatch(/outbox_unpublished_rows\{service="notification"\} \d+/);
    expect(text).toMatch(/^sse_connections_open 0$/m);
    expect(text).toContain('process_cpu_user_seconds_total');

    expect((await fetch(`http://127.0.0.1:${metricsPort}/`)).status).toBe(404);
    // What Prometheus sends: the public port has no /metrics, so it is the usual unknown path.
    const publicPort = await app.inject({
      method: 'GET',
      url: '/metrics',
      headers: {
        accept:
          'application/openmetrics-text;version=1.0.0,text/plain;version=0.0.4;q=0.5,*/*;q=0.1',
      },
    });
    expect(publicPort.statusCode).toBe(404);
    expect(publicPort.body).not.toContain('http_request_duration_seconds');
  });
});
