import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance, InjectOptions, RouteOptions } from 'fastify';
import { ApiErrorResponse } from '@arrendo/contracts';
import { uniquePrefix } from '@arrendo/kit/testing';
import { buildTestApp, createWebDist } from './helper.js';
import { startIdentity } from './identity-service.js';
import { startListing } from './listing-service.js';
import { startBooking } from './booking-service.js';
import { startPricing } from './pricing-service.js';
import { startPayment } from './payment-service.js';
import { startMessaging } from './messages-service.js';
import { startStress } from './stress-service.js';
import { becomeAdmin, CSRF, signUp, type Jar } from './accounts.js';
import {
  EVIL_STRINGS,
  fieldsOf,
  FORGED_COOKIES,
  OTHER_CONTENT_TYPES,
  RAW_JSON_BODIES,
  RAW_PARAMS,
  RAW_QUERIES,
  sample,
  schemaOf,
  WRONG_TYPES,
} from './fuzz-inputs.js';

/**
 * Every route the BFF has — collected as Fastify adds them, so a route added tomorrow is fuzzed
 * without touching this file — gets NUL bytes, huge strings, wrong types, arrays for objects,
 * deep nesting and Unicode edge cases in its body, query and path, as a visitor, a user, an
 * admin and a forged session, against the real identity, notification and listing services.
 * None may answer 5xx: every one of them is the client's mistake. A 503 is accepted only from
 * /api/health, and only for a service this test does not run, and from the Stripe Connect
 * routes saying Stripe is not set up (this test runs no Stripe).
 */

const PASSWORD = 'the-real-fuzz-password';
/** What this file runs; a route that needs anything else must make the test start it too. */
const RUNNING = new Set([
  'nats',
  'redis',
  'identity',
  'notification',
  'listing',
  'booking',
  'pricing',
  'payment',
  'messaging',
  'stress',
]);
const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

interface Route {
  method: string;
  url: string;
  body: unknown;
  querystring: unknown;
}

interface Probe {
  label: string;
  options: InjectOptions;
}

function concreteUrl(url: string, param: (name: string) => string): string {
  return url.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => param(name)).replace(/\*$/, 'x');
}

/** A valid path parameter for the routes we have: a uuid id, a provider name, a service. */
function validParam(name: string): string {
  if (name === 'provider') return 'google';
  if (name === 'service') return 'notification';
  return '6f1c2f3e-8a41-4b7e-9d35-2b1f0c9e7a10';
}

function probesFor(route: Route): Probe[] {
  const probes: Probe[] = [];
  const method = route.method as InjectOptions['method'];
  const baseUrl = concreteUrl(route.url, validParam);
  const headers = BODY_METHODS.has(route.method) ? { ...CSRF } : {};
  const add = (label: string, options: Partial<InjectOptions>) =>
    probes.push({ label, options: { method, url: baseUrl, headers, ...options } });

  add('as is', {});
  for (const raw of RAW_PARAMS) {
    if (route.url.includes(':') || route.url.endsWith('*')) {
      add(`path ${raw.slice(0, 30)}`, { url: concreteUrl(route.url, () => raw) });
    }
  }
  const queryFields = fieldsOf(route.querystring);
  const withQuery = (query: string) => `${baseUrl}${baseUrl.includes('?') ? '&' : '?'}${query}`;
  for (const raw of RAW_QUERIES) add(`query ${raw}`, { url: withQuery(raw) });
  for (const field of queryFields) {
    for (const value of EVIL_STRINGS) {
      const query = new URLSearchParams({ [field]: value }).toString();
      add(`query ${field}=${JSON.stringify(value.slice(0, 30))}`, { url: withQuery(query) });
    }
    add(`query ${field} twice`, { url: withQuery(`${field}=1&${field}=2`) });
    add(`query ${field}[]`, { url: withQuery(`${field}[]=1`) });
    add(`query ${field}[a]=b`, { url: withQuery(`${field}[a]=b`) });
    add(`query ${field}=%ud800`, { url: withQuery(`${field}=%ud800`) });
  }

  if (!BODY_METHODS.has(route.method)) return probes;
  const bodySchema = schemaOf(route.body);
  const valid = (bodySchema ? sample(bodySchema) : undefined) ?? {};
  const json = { ...headers, 'content-type': 'application/json' };
  add('valid body', { payload: JSON.stringify(valid), headers: json });
  for (const field of fieldsOf(route.body)) {
    for (const value of [...EVIL_STRINGS, ...WRONG_TYPES]) {
      const payload = JSON.stringify({ ...(valid as object), [field]: value });
      add(`body ${field}=${JSON.stringify(value)?.slice(0, 30)}`, { payload, headers: json });
    }
  }
  for (const value of [...EVIL_STRINGS.slice(0, 12), ...WRONG_TYPES]) {
    add(`body is ${JSON.stringify(value)?.slice(0, 30)}`, {
      payload: JSON.stringify(value),
      headers: json,
    });
  }
  for (const { label, payload } of RAW_JSON_BODIES)
    add(`body ${label}`, { payload, headers: json });
  for (const type of OTHER_CONTENT_TYPES) {
    add(`body as ${type}`, {
      payload: JSON.stringify(valid),
      headers: { ...headers, 'content-type': type },
    });
  }
  add('body without a content type', { payload: Buffer.from(JSON.stringify(valid)) });
  return probes;
}

/** Why an answer is wrong, or null. */
function problemWith(
  route: Route,
  status: number,
  contentType: string,
  body: string,
): string | null {
  const isApi = route.url.startsWith('/api');
  if (status >= 500) {
    if (status === 503 && route.url === '/api/health') {
      // HEAD has no body to name what is down; the GET probes of the same route check that.
      if (route.method === 'HEAD') return null;
      const checks = (JSON.parse(body) as { checks: Record<string, { status: string }> }).checks;
      const down = Object.entries(checks).filter(([, c]) => c.status !== 'ok');
      if (down.every(([name]) => !RUNNING.has(name))) return null;
    }
    // Stripe is an outside service this test runs no stand-in for: its Connect routes say so.
    if (status === 503 && route.url.startsWith('/api/payouts/stripe')) {
      const answer = JSON.parse(body) as { error?: { message?: string } };
      if (answer.error?.message === 'Stripe is not set up on this server.') return null;
    }
    return `answered ${status}`;
  }
  // A HEAD answer has no body to check.
  if (isApi && status >= 400 && route.method !== 'HEAD') {
    if (!contentType.startsWith('application/json')) return `error as ${contentType}`;
    let parsed: unknown;
    try {
      parsed = JSON.parse(body);
    } catch {
      return 'error body is not JSON';
    }
    if (!ApiErrorResponse.safeParse(parsed).success) return 'error body not in the {error} shape';
  }
  return null;
}

/**
 * The answer's status, type and body. A stream of server-sent events never ends by itself: it
 * is judged by its status and type once they arrive, and then dropped.
 */
async function answerOf(
  app: FastifyInstance,
  options: InjectOptions,
): Promise<{ status: number; contentType: string; body: string }> {
  const res = await app.inject({ ...options, payloadAsStream: true });
  const contentType = String(res.headers['content-type'] ?? '');
  const stream = res.stream();
  if (contentType.startsWith('text/event-stream')) {
    stream.destroy();
    return { status: res.statusCode, contentType, body: '' };
  }
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
  return { status: res.statusCode, contentType, body: Buffer.concat(chunks).toString('utf8') };
}

async function inParallel<T>(items: T[], limit: number, fn: (item: T) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: limit }, async () => {
      while (next < items.length) await fn(items[next++]!);
    }),
  );
}

describe('fuzzing every BFF route', () => {
  const prefix = uniquePrefix();
  const web = createWebDist();
  const routes: Route[] = [];
  let identity: Awaited<ReturnType<typeof startIdentity>>;
  let listing: Awaited<ReturnType<typeof startListing>>;
  let booking: Awaited<ReturnType<typeof startBooking>>;
  let pricing: Awaited<ReturnType<typeof startPricing>>;
  let payment: Awaited<ReturnType<typeof startPayment>>;
  let messaging: Awaited<ReturnType<typeof startMessaging>>;
  let stress: Awaited<ReturnType<typeof startStress>>;
  let app: FastifyInstance;
  const actors: Record<string, Jar> = {};

  beforeAll(async () => {
    [identity, listing, booking, pricing, payment, messaging, stress] = await Promise.all([
      startIdentity(prefix),
      startListing(prefix),
      startBooking(prefix),
      startPricing(prefix),
      startPayment(prefix),
      startMessaging(prefix),
      // No worker: a valid start is accepted and stays queued, nothing loads the system.
      startStress(prefix, {}, { worker: false }),
    ]);
    const onRoute = (route: RouteOptions) => {
      for (const method of [route.method].flat()) {
        routes.push({
          method,
          url: route.url,
          body: route.schema?.body,
          querystring: route.schema?.querystring,
        });
      }
    };
    app = await buildTestApp(
      {
        NATS_SUBJECT_PREFIX: prefix,
        WEB_DIST_DIR: web.dir,
        RATE_LIMIT_ENABLED: 'false',
        // Every login and sign-up costs an argon2 hash; keep the fuzz from queueing behind them.
        RPC_TIMEOUT_MS: '20000',
      },
      { onRoute },
    );
    const user = await signUp(app, identity, 'fuzz-user@example.com', PASSWORD);
    const admin = await becomeAdmin(
      app,
      await signUp(app, identity, 'fuzz-admin@example.com', PASSWORD),
    );
    Object.assign(actors, { visitor: {}, user, admin, 'forged session': FORGED_COOKIES });
  }, 120_000);

  afterAll(async () => {
    await app?.close();
    await booking?.stop();
    await pricing?.stop();
    await payment?.stop();
    await messaging?.stop();
    await stress?.stop();
    await Promise.all([identity?.stop(), listing?.stop()]);
    web.remove();
  });

  it('knows every route, including the ones under /api', () => {
    const names = routes.map((r) => `${r.method} ${r.url}`);
    expect(names).toEqual(
      expect.arrayContaining([
        'POST /api/auth/register',
        'PATCH /api/profile',
        'GET /api/admin/users',
        'GET /api/properties',
        'GET /*',
      ]),
    );
  });

  it('can build a valid body for every route that takes one', () => {
    // A route whose valid sample cannot be built would only ever be fuzzed at its first field:
    // add a candidate to SAMPLES in fuzz-inputs.ts.
    const unbuildable = routes
      .filter((r) => schemaOf(r.body) && sample(schemaOf(r.body)!) === undefined)
      .map((r) => `${r.method} ${r.url}`);
    expect(unbuildable).toEqual([]);
  });

  it.each(['visitor', 'user', 'admin', 'forged session'])(
    'answers no 5xx and only JSON errors under /api, as %s',
    async (actor) => {
      const failures: string[] = [];
      // A forged session is refused (or refreshed) before the body is read, so the body
      // mutations would only repeat the visitor's run: it gets the paths, queries and a valid body.
      const probes = routes
        .flatMap((route) => probesFor(route).map((probe) => ({ route, probe })))
        .filter(({ probe }) => actor !== 'forged session' || !probe.label.startsWith('body '));
      await inParallel(probes, 8, async ({ route, probe }) => {
        const res = await answerOf(app, { ...probe.options, cookies: actors[actor] });
        const problem = problemWith(route, res.status, res.contentType, res.body);
        if (problem) {
          failures.push(
            `${route.method} ${route.url} ${probe.label}: ${problem} ${res.body.slice(0, 160)}`,
          );
        }
      });
      expect(failures).toEqual([]);
      expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    },
    300_000,
  );
});
