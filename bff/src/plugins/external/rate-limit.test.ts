import Fastify, { type FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { afterEach, describe, expect, it } from 'vitest';
import rateLimit from './rate-limit.js';

/** Redis as the plugin uses it: EVAL of its counting script, one key per bucket. */
function fakeRedis() {
  const counts = new Map<string, number>();
  const redis = {
    eval: async (_script: string, _keys: number, key: string, windowMs: string) => {
      const count = (counts.get(key) ?? 0) + 1;
      counts.set(key, count);
      return [count, Number(windowMs)];
    },
  };
  return { redis, counts };
}

describe('rate-limit keys', () => {
  let app: FastifyInstance | undefined;
  afterEach(async () => {
    await app?.close();
    app = undefined;
  });

  it('name the namespace, the rule and the counted value, and nothing else', async () => {
    const { redis, counts } = fakeRedis();
    app = Fastify();
    app.decorate('config', {
      NATS_SUBJECT_PREFIX: 'sec.',
      RATE_LIMIT_ENABLED: true,
      RATE_LIMIT_PASSWORD_HASHING_AT_ONCE: 4,
      RATE_LIMIT_PASSWORD_HASHING_AT_ONCE_PER_IP: 4,
      RATE_LIMIT_HOLDS_AT_ONCE: 4,
      RATE_LIMIT_HOLDS_AT_ONCE_PER_IP: 4,
      RPC_TIMEOUT_MS: 5000,
    } as never);
    await app.register(
      fp(
        async (instance) => {
          instance.decorate('redis', redis as never);
        },
        { name: 'redis' },
      ),
    );
    await app.register(rateLimit);
    app.post(
      '/login',
      {
        preHandler: app.rateLimited(
          [{ name: 'login:ip', max: 5, windowMs: 60_000, key: (r) => r.ip }],
          { whenStoreDown: 'refuse' },
        ),
      },
      async () => ({ ok: true }),
    );
    const res = await app.inject({ method: 'POST', url: '/login', remoteAddress: '203.0.113.9' });
    expect(res.statusCode).toBe(200);
    // Not `sec.undefinedundefined-login…`: @fastify/rate-limit named a store it was handed
    // without a route by the route's method and URL.
    expect([...counts.keys()]).toEqual(['arrendo-rl:sec.login:ip:203.0.113.9']);
  });
});
