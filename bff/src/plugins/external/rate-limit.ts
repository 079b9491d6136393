import fp from 'fastify-plugin';
import rateLimit from '@fastify/rate-limit';
import type { FastifyRequest } from 'fastify';
import { AppError } from '@arrendo/contracts';

export const RATE_LIMIT_MESSAGE = 'Too many attempts. Please wait a minute and try again.';
export const LIMITER_DOWN_MESSAGE =
  'This is unavailable for a moment. Please try again in a minute.';

export interface RateRule {
  /** Bucket name, part of the Redis key: `login:ip`, `login:email+ip`, `login:account`. */
  name: string;
  max: number;
  windowMs: number;
  /** What is counted; `undefined` skips the rule for this request. */
  key(request: FastifyRequest): string | undefined;
}

export interface RateLimitOptions {
  /**
   * What to do when the counters cannot be read (Redis down). Limits that stand between an
   * attacker and a secret (passwords, codes, tokens) must refuse: an outage would otherwise be a
   * window for unlimited guessing. Only a limit that guards nothing secret may let requests by.
   */
  whenStoreDown: 'refuse' | 'allow';
}

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * A preHandler that counts the request in each rule's bucket, in order, and refuses with 429
     * at the first one that is full. Order matters: a request refused by an earlier (narrower)
     * bucket is not counted in the later ones, so put per-client buckets before per-account ones
     * and one client cannot fill an account's bucket on its own.
     */
    rateLimited(
      rules: RateRule[],
      options: RateLimitOptions,
    ): (request: FastifyRequest) => Promise<void>;
  }
}

/**
 * Counters live in Redis so every BFF instance shares them. The hook runs as a preHandler,
 * after body validation, so a rule can count per (normalised) email.
 */
export default fp(
  async (app) => {
    await app.register(rateLimit, {
      global: false,
      redis: app.redis,
      nameSpace: `arrendo-rl:${app.config.NATS_SUBJECT_PREFIX}`,
      // Store errors reach `rateLimited`, which decides per use (see RateLimitOptions).
      skipOnError: false,
    });

    app.decorate('rateLimited', (rules: RateRule[], options: RateLimitOptions) => {
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
          let result: Awaited<ReturnType<typeof check>>;
          try {
            result = await check(request);
          } catch (error) {
            if (options.whenStoreDown === 'allow') {
              request.log.warn({ err: error, rule: rule.name }, 'rate limit skipped: store down');
              return;
            }
            request.log.error({ err: error, rule: rule.name }, 'rate limit store down: refused');
            throw new AppError('UNAVAILABLE', LIMITER_DOWN_MESSAGE);
          }
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
