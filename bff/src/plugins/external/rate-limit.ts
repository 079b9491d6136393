import fp from 'fastify-plugin';
import rateLimit from '@fastify/rate-limit';
import type { FastifyRequest } from 'fastify';
import { AppError } from '@arrendo/contracts';

export const RATE_LIMIT_MESSAGE = 'Too many attempts. Please wait a minute and try again.';

export interface RateRule {
  /** Bucket name, part of the Redis key: `login:ip`, `login:email`. */
  name: string;
  max: number;
  windowMs: number;
  /** What is counted; `undefined` skips the rule for this request. */
  key(request: FastifyRequest): string | undefined;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** A preHandler that counts the request in every rule's bucket and refuses with 429. */
    rateLimited(rules: RateRule[]): (request: FastifyRequest) => Promise<void>;
  }
}

/**
 * Counters live in Redis so every BFF instance shares them. The hook runs as a preHandler,
 * after body validation, so a rule can count per (normalised) email. If Redis is unreachable
 * the limits are skipped rather than locking everybody out (logged by the Redis plugin).
 */
export default fp(
  async (app) => {
    await app.register(rateLimit, {
      global: false,
      redis: app.redis,
      nameSpace: `arrendo-rl:${app.config.NATS_SUBJECT_PREFIX}`,
      skipOnError: true,
    });

    app.decorate('rateLimited', (rules: RateRule[]) => {
      const limiters = rules.map((rule) => ({
        rule,
        check: app.createRateLimit({
          max: rule.max,
          timeWindow: rule.windowMs,
          keyGenerator: (request) => `${rule.name}:${rule.key(request) ?? ''}`,
        }),
      }));
      return async (request: FastifyRequest) => {
        if (!app.config.RATE_LIMIT_ENABLED) return;
        for (const { rule, check } of limiters) {
          if (rule.key(request) === undefined) continue;
          const result = await check(request);
          if (!result.isAllowed && result.isExceeded) {
            throw new AppError('RATE_LIMITED', RATE_LIMIT_MESSAGE, {
              retryAfterSeconds: Math.max(1, result.ttlInSeconds),
            });
          }
        }
      };
    });
  },
  { name: 'rate-limit', dependencies: ['redis'] },
);
