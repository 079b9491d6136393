import { once } from 'node:events';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';

/**
 * Rate limits and refresh dedup live in Redis. Without an offline queue a command fails at once
 * while Redis is unreachable, so requests never hang on it (rate limits then fail open).
 */
export default fp(
  async (app) => {
    const redis = new Redis(app.config.REDIS_URL, {
      connectTimeout: 3000,
      maxRetriesPerRequest: 1,
      enableOfflineQueue: false,
    });
    redis.on('error', (error: Error) => app.log.warn({ err: error }, 'Redis error'));
    // Wait for the first connection so the first requests are counted, but do not refuse to
    // start when Redis is down: health reports it and ioredis keeps reconnecting.
    const ready = once(redis, 'ready').then(
      () => true,
      () => false,
    );
    const timeout = new Promise<false>((resolve) => setTimeout(() => resolve(false), 3000).unref());
    if (!(await Promise.race([ready, timeout]))) {
      app.log.warn(
        { url: app.config.REDIS_URL },
        'Redis is not reachable yet; continuing without it',
      );
    }
    app.decorate('redis', redis);
    app.addHook('onClose', async () => {
      await redis.quit().catch(() => redis.disconnect());
    });
  },
  { name: 'redis' },
);
