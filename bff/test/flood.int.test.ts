import { randomUUID } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { uniquePrefix } from '@arrendo/kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { santiagoDate } from '@arrendo/booking/testing';
import { client, CSRF, PASSWORD, signUp, type Jar } from './browser.js';
import { buildTestApp } from './helper.js';
import { startBooking } from './booking-service.js';
import { startIdentity } from './identity-service.js';
import { startListing } from './listing-service.js';
import { startPricing } from './pricing-service.js';

// Issue 25, point 5: a flood is shed per client, at the BFF, with 429 — before the services'
// queues fill and answer 503 to everyone — so another client's log-in and hold still succeed.

function tally(responses: LightMyRequestResponse[]): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const { statusCode } of responses) counts[statusCode] = (counts[statusCode] ?? 0) + 1;
  return counts;
}

/** Once the flood is being answered (so it has reached whatever it fills), the other client asks. */
async function whileFlooding<T>(flood: Promise<unknown>[], ask: () => Promise<T>): Promise<T> {
  await Promise.race(flood);
  return ask();
}

/** Every refusal for being too many says when to come back. */
function expectRetryAfterOnEvery429(responses: LightMyRequestResponse[]) {
  for (const res of responses.filter((r) => r.statusCode === 429)) {
    expect(res.json().error.code).toBe('RATE_LIMITED');
    expect(Number(res.headers['retry-after'])).toBeGreaterThanOrEqual(1);
  }
}

describe('a flood from one client does not lock out the others', () => {
  const prefix = uniquePrefix();
  let identity: Awaited<ReturnType<typeof startIdentity>>;
  let listing: Awaited<ReturnType<typeof startListing>>;
  let booking: Awaited<ReturnType<typeof startBooking>>;
  let pricing: Awaited<ReturnType<typeof startPricing>>;
  /** Production limits. */
  let app: FastifyInstance;
  // Many clients wait their turn below: give each wait and call the time a slow machine needs.
  const SLOW_MACHINE = { RPC_TIMEOUT_MS: '20000' };
  /**
   * Per-minute log-in limits as high as for an address many people share (the e2e suite and the
   * booking bench raise them the same way): counts per minute say nothing about how many at once.
   */
  let sharedAddressApp: FastifyInstance;
  let honestJar: Jar;
  let floodJar: Jar;
  let propertyIds: string[];

  const HONEST = '198.51.100.80';
  const FLOOD = '203.0.113.80';

  beforeAll(async () => {
    [identity, listing, booking, pricing] = await Promise.all([
      startIdentity(prefix),
      startListing(prefix),
      startBooking(prefix),
      startPricing(prefix),
    ]);
    const base = { NATS_SUBJECT_PREFIX: prefix, WEB_DIST_DIR: '/nonexistent/web/dist' };
    app = await buildTestApp({ ...base, ...SLOW_MACHINE });
    sharedAddressApp = await buildTestApp({
      ...base,
      ...SLOW_MACHINE,
      RATE_LIMIT_LOGIN_PER_IP: '1000',
    });
    honestJar = await signUp(client(app, { ip: HONEST }), identity.codeFor, 'honest@example.com');
    floodJar = await signUp(client(app, { ip: FLOOD }), identity.codeFor, 'flooder@example.com');
    const search = await app.inject({ method: 'GET', url: '/api/search?type=day&limit=10' });
    propertyIds = search.json<{ items: { id: string }[] }>().items.map((p) => p.id);
    expect(propertyIds.length).toBeGreaterThanOrEqual(3);
  }, 180_000);

  afterAll(async () => {
    await Promise.all([app?.close(), sharedAddressApp?.close()]);
    await Promise.all([booking?.stop(), pricing?.stop()]);
    await Promise.all([identity?.stop(), listing?.stop()]);
  });

  it('300 failed log-ins at once from one client: 401 or 429, never 503, and another client logs in', async () => {
    const flooder = client(sharedAddressApp, { ip: FLOOD });
    const flood = Array.from({ length: 300 }, (_, i) =>
      flooder.post('/api/auth/login', { email: `nobody-${i}@example.com`, password: `guess-${i}` }),
    );
    const honest = whileFlooding(flood, () =>
      client(sharedAddressApp, { ip: HONEST }).post('/api/auth/login', {
        email: 'honest@example.com',
        password: PASSWORD,
      }),
    );

    const login = await honest;
    expect(login.statusCode, login.body).toBe(200);
    const answers = await Promise.all(flood);
    const counts = tally(answers);
    // Before the gates: 40 × 401 and 260 × 503 (identity's queue full), and the honest 503.
    expect(Object.keys(counts).sort(), JSON.stringify(counts)).toEqual(['401', '429']);
    expectRetryAfterOnEvery429(answers);
  });

  it('200 holds of one slot at once from one client: one hold, the rest 409 or 429, and another client holds', async () => {
    const [slot, other] = propertyIds as [string, string];
    const stay = (propertyId: string) => ({
      propertyId,
      checkIn: santiagoDate(40),
      checkOut: santiagoDate(42),
      guests: 1,
    });
    const flood = Array.from({ length: 200 }, () =>
      app.inject({
        method: 'POST',
        url: '/api/bookings',
        remoteAddress: FLOOD,
        payload: stay(slot),
        cookies: floodJar,
        // Each its own attempt, as a script would send them (not one double-submitted hold).
        headers: { ...CSRF, 'idempotency-key': `flood-${randomUUID()}` },
      }),
    );
    const honest = whileFlooding(flood, () =>
      client(app, { ip: HONEST }).post('/api/bookings', stay(other), honestJar),
    );

    const hold = await honest;
    expect(hold.statusCode, hold.body).toBe(201);
    const answers = await Promise.all(flood);
    const counts = tally(answers);
    // Before: 160 × 503 (each request asked identity about the same session at once) and the
    // honest hold 503 too.
    expect(counts[201], JSON.stringify(counts)).toBe(1);
    expect(Object.keys(counts).every((s) => ['201', '409', '429'].includes(s))).toBe(true);
    expect(counts[429]).toBeGreaterThan(0);
    expectRetryAfterOnEvery429(answers);
  });

  it('failed log-ins from forty clients at once: the honest client gets its turn', async () => {
    // Each client stays within the production per-minute limits (3 of 10); together they are
    // three times what identity queues. They wait in the BFF, client by client.
    const flood = Array.from({ length: 120 }, (_, i) =>
      client(app, { ip: `192.0.2.${(i % 40) + 1}` }).post('/api/auth/login', {
        email: `stuffed-${i}@example.com`,
        password: `guess-${i}`,
      }),
    );
    const honest = whileFlooding(flood, () =>
      client(app, { ip: '198.51.100.81' }).post('/api/auth/login', {
        email: 'honest@example.com',
        password: PASSWORD,
      }),
    );
    const login = await honest;
    expect(login.statusCode, login.body).toBe(200);
    // Before: identity queued 40 and answered the other 80 "busy" (503) at once. Now every
    // one waits its turn and hears its 401.
    const counts = tally(await Promise.all(flood));
    expect(counts, JSON.stringify(counts)).toEqual({ 401: 120 });
  });
});
