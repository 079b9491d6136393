import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { connect, type NatsConnection } from 'nats';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AppError,
  BookingRpc,
  StressRpc,
  SYSTEM_ACTOR,
  type StartStressRunBody,
  type StressRun,
  type StressRunEvent,
} from '@arrendo/contracts';
import { RpcClient } from '@arrendo/kit';
import { natsUrl, uniquePrefix, waitFor } from '@arrendo/kit/testing';
import { becomeAdmin, CSRF, signUp, type Jar } from './accounts.js';
import { startBooking } from './booking-service.js';
import { buildTestApp } from './helper.js';
import { startIdentity } from './identity-service.js';
import { startListing } from './listing-service.js';
import { startMessaging } from './messages-service.js';
import { startPayment } from './payment-service.js';
import { startPricing } from './pricing-service.js';
import { startStress } from './stress-service.js';

/**
 * Issue 29, stress tests (decision 0052), against the real services: a run is started over
 * HTTP, makes its own people and listing, loads this BFF over a real socket, streams its
 * progress, checks the outcome and removes its data. One run at a time; refused in production.
 */
describe('admin stress tests', () => {
  const prefix = uniquePrefix();
  let identity: Awaited<ReturnType<typeof startIdentity>>;
  let listing: Awaited<ReturnType<typeof startListing>>;
  let booking: Awaited<ReturnType<typeof startBooking>>;
  let pricing: Awaited<ReturnType<typeof startPricing>>;
  let payment: Awaited<ReturnType<typeof startPayment>>;
  let messaging: Awaited<ReturnType<typeof startMessaging>>;
  let stress: Awaited<ReturnType<typeof startStress>>;
  let app: FastifyInstance;
  let admin: Jar;
  let nc: NatsConnection;
  let rpc: RpcClient;

  const start = (body: Partial<StartStressRunBody>) =>
    app.inject({
      method: 'POST',
      url: '/api/admin/stress-tests/runs',
      payload: { clientId: randomUUID(), rampSeconds: 0, ...body },
      cookies: admin,
      headers: CSRF,
    });

  /** The run's live events until it ends (the stream closes after a finished run's event). */
  async function eventsOf(runId: string): Promise<{ type: string; events: StressRunEvent[] }> {
    const res = await app.inject({
      method: 'GET',
      url: `/api/admin/stress-tests/runs/${runId}/events`,
      cookies: admin,
    });
    expect(res.statusCode, res.body).toBe(200);
    const events = res.body
      .split('\n\n')
      .map((block) => block.split('\n').find((line) => line.startsWith('data: ')))
      .filter((line): line is string => line !== undefined)
      .map((line) => JSON.parse(line.slice(6)) as StressRunEvent);
    return { type: String(res.headers['content-type']), events };
  }

  beforeAll(async () => {
    [identity, listing, booking, pricing, payment, messaging] = await Promise.all([
      startIdentity(prefix),
      startListing(prefix, { withIdentity: false }),
      startBooking(prefix),
      startPricing(prefix),
      startPayment(prefix),
      startMessaging(prefix),
    ]);
    app = await buildTestApp({
      NATS_SUBJECT_PREFIX: prefix,
      WEB_DIST_DIR: '/nonexistent/web/dist',
    });
    const url = await app.listen({ port: 0, host: '127.0.0.1' });
    // The run's target is this BFF, as the env names it: never an address from a request.
    stress = await startStress(prefix, { STRESS_TARGET_URL: url });
    admin = await becomeAdmin(
      app,
      await signUp(app, identity, `stress-admin-${randomUUID()}@example.com`, 'stress-password-1'),
    );
    nc = await connect({ servers: natsUrl() });
    rpc = new RpcClient({ nc, prefix, timeoutMs: 10_000 });
  }, 180_000);

  afterAll(async () => {
    await nc?.drain();
    await stress?.stop();
    await app?.close();
    await messaging?.stop();
    await payment?.stop();
    await pricing?.stop();
    await booking?.stop();
    await Promise.all([identity?.stop(), listing?.stop()]);
  });

  it('runs booking contention: one winner per contested slot, no double booking, data removed', async () => {
    const clientId = randomUUID();
    const body = {
      scenario: 'booking-contention' as const,
      vus: 4,
      durationSeconds: 12,
      target: { listingType: 'home' as const },
      clientId,
    };
    const otherId = randomUUID();
    const [first, second] = await Promise.all([start(body), start({ ...body, clientId: otherId })]);
    // One run at a time, even for two starts at the same moment.
    const statuses = [first.statusCode, second.statusCode].sort();
    expect(statuses, `${first.body} ${second.body}`).toEqual([202, 409]);
    const [accepted, refused] = first.statusCode === 202 ? [first, second] : [second, first];
    const run = accepted.json<StressRun>();
    expect(run).toMatchObject({ kind: 'booking', status: 'queued', engine: 'node' });
    expect(refused.json()).toMatchObject({ error: { code: 'CONFLICT' } });

    // A retried start (same clientId) answers the run it started, and queues nothing new.
    const retried = await start({ ...body, clientId: accepted === first ? clientId : otherId });
    expect(retried.statusCode).toBe(200);
    expect(retried.json<StressRun>().id).toBe(run.id);

    const { type, events } = await eventsOf(run.id);
    expect(type).toContain('text/event-stream');
    expect(events[0]?.type).toBe('run');
    expect(events.some((e) => e.type === 'progress')).toBe(true);
    const last = events.at(-1);
    expect(last?.type).toBe('run');

    const done = (
      await app.inject({ url: `/api/admin/stress-tests/runs/${run.id}`, cookies: admin })
    ).json<StressRun>();
    expect(done.error).toBeNull();
    expect(done.status).toBe('completed');
    const result = done.result!;
    // Each user asks at 0 s and 6 s: at least two slots, each asked for by every guest there.
    const booked = result.booking!;
    expect(booked.slotsContested).toBeGreaterThanOrEqual(2);
    expect(booked.slotsWithOneWinner).toBe(booked.slotsContested);
    expect(booked.slotsWithSeveralWinners).toBe(0);
    expect(booked.doubleBookings.overlaps).toBe(0);
    expect(booked.doubleBookings.liveReservations).toBe(booked.slotsContested);
    expect(done.slots).toHaveLength(booked.slotsContested);
    for (const slot of done.slots.slice(0, 2)) expect(slot.contenders).toBe(4);
    for (const slot of done.slots) {
      expect(slot).toMatchObject({ won: 1, lost: slot.contenders - 1, other: 0 });
    }
    const asked = done.slots.reduce((sum, slot) => sum + slot.contenders, 0);
    expect(result.statuses['201']).toBe(done.slots.length);
    expect(result.statuses['409']).toBe(asked - done.slots.length);
    // A lost race (409) is expected: no request failed.
    expect(result.metrics.http_req_failed.rate).toBe(0);
    expect(result.metrics.http_req_duration['p(95)']).toBeGreaterThan(0);
    expect(result.metrics.iterations.count).toBe(asked);
    expect(done.samples.length).toBeGreaterThanOrEqual(12);

    // The run's people are gone: their holds ended, and the host's listing left the site.
    const listingIds = [...new Set(done.slots.map((s) => s.listingId))];
    const after = await rpc.call(
      BookingRpc.doubleBookings,
      { propertyIds: listingIds },
      { actor: SYSTEM_ACTOR },
    );
    expect(after).toMatchObject({ liveReservations: 0, overlaps: [] });
    for (const id of listingIds) {
      await waitFor(
        async () => (await app.inject({ url: `/api/properties/${id}` })).statusCode === 404,
      );
    }

    // The start is in the audit log, from the stress service's own transaction.
    const audited = await waitFor(async () => {
      const res = await app.inject({
        url: `/api/admin/audit?action=stress.run.start&targetId=${run.id}`,
        cookies: admin,
      });
      const page = res.json<{ items: { service: string; after: Record<string, unknown> }[] }>();
      return page.items[0];
    });
    expect(audited).toMatchObject({ service: 'stress', after: { scenario: 'booking-contention' } });

    // Kept for comparison: the list shows it, newest first.
    const list = await app.inject({
      url: '/api/admin/stress-tests/runs?kind=booking',
      cookies: admin,
    });
    expect(list.json<{ items: { id: string }[] }>().items[0]?.id).toBe(run.id);
  }, 120_000);

  it('runs message delivery and reports the delivery latency', async () => {
    const res = await start({ scenario: 'message-delivery', vus: 2, durationSeconds: 6 });
    expect(res.statusCode, res.body).toBe(202);
    const run = res.json<StressRun>();
    await eventsOf(run.id);
    const done = (
      await app.inject({ url: `/api/admin/stress-tests/runs/${run.id}`, cookies: admin })
    ).json<StressRun>();
    expect(done.status, done.error ?? '').toBe('completed');
    const metrics = done.result!.metrics;
    // Two guests, a message each at 0 s and 3 s: four sends, each read on the host's stream.
    expect(done.result!.statuses['201']).toBe(4);
    expect(metrics.iterations.count).toBe(4);
    expect(done.result!.statuses.undelivered).toBeUndefined();
    expect(metrics.message_delivery_duration?.['p(50)']).toBeGreaterThan(0);
    expect(metrics.message_delivery_duration?.['p(99)']).toBeGreaterThanOrEqual(
      metrics.message_delivery_duration?.['p(50)'] ?? Number.POSITIVE_INFINITY,
    );
    expect(done.result!.thresholds.map((t) => t.metric)).toContain('message_delivery_duration');
  }, 120_000);

  it('answers 400 naming the field, and 404 for a run that does not exist', async () => {
    const bad = await start({ scenario: 'booking-contention', vus: 500, durationSeconds: 10 });
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json())).toContain('vus');
    const missing = await app.inject({
      url: `/api/admin/stress-tests/runs/${randomUUID()}`,
      cookies: admin,
    });
    expect(missing.statusCode).toBe(404);
    const events = await app.inject({
      url: `/api/admin/stress-tests/runs/${randomUUID()}/events`,
      cookies: admin,
    });
    expect(events.statusCode).toBe(404);
  });

  it('is refused in production unless allowed, and checks the admin role itself', async () => {
    const otherPrefix = uniquePrefix();
    const production = await startStress(
      otherPrefix,
      { NODE_ENV: 'production', STRESS_TARGET_URL: 'http://127.0.0.1:9' },
      { worker: false },
    );
    try {
      const client = new RpcClient({ nc, prefix: otherPrefix, timeoutMs: 10_000 });
      const adminActor = { userId: randomUUID(), roles: ['admin' as const] };
      const scenarios = await client.call(StressRpc.scenarios, {}, { actor: adminActor });
      expect(scenarios).toMatchObject({ allowed: false, engine: 'node', activeRunId: null });
      const refused = await client
        .call(
          StressRpc.start,
          {
            scenario: 'message-delivery',
            vus: 1,
            durationSeconds: 5,
            rampSeconds: 0,
            clientId: randomUUID(),
          },
          { actor: adminActor },
        )
        .catch((error: unknown) => error);
      expect(AppError.isAppError(refused) && refused.code).toBe('UNAVAILABLE');
      const notAdmin = await client
        .call(StressRpc.scenarios, {}, { actor: { userId: randomUUID(), roles: [] } })
        .catch((error: unknown) => error);
      expect(AppError.isAppError(notAdmin) && notAdmin.code).toBe('FORBIDDEN');
    } finally {
      await production.stop();
    }
  });
});
