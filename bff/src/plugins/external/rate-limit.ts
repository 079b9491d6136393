import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import { AppError } from '@arrendo/contracts';
import { FairGate, type GateRefusal } from '../../lib/fair-gate.js';
import { clientAddress } from '../../lib/rate-keys.js';

export const RATE_LIMIT_MESSAGE = 'Too many attempts. Please wait a minute and try again.';
export const LIMITER_DOWN_MESSAGE =
  'This is unavailable for a moment. Please try again in a minute.';
export const AT_ONCE_MESSAGE = 'Too many requests at once from here. Please try again in a moment.';
export const GATE_BUSY_MESSAGE = 'This is busy right now. Please try again in a moment.';

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

/**
 * Work a service can only do a few of at once, admitted client by client (lib/fair-gate.ts):
 * `password-hashing` is identity's argon2 (log-in, sign-up, reset, current-password checks),
 * CPU-bound; `holds` is the booking service's checkout hold.
 */
export type GateName = 'password-hashing' | 'holds';

/** Runs `work` once the gate lets this request's client in; refuses with 429 or 503 otherwise. */
export type Gated = <T>(request: FastifyRequest, work: () => Promise<T>) => Promise<T>;

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
    /** The gate of one kind of work, shared by every route that does it. */
    gated(name: GateName): Gated;
  }
}

/**
 * Fixed window: the first hit starts it. A key found without an expiry (a crash between the two
 * calls, which Lua rules out, or a hand-made key) gets one, so it cannot refuse forever.
 */
const HIT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {count, ttl}
`;

/** How many requests may wait for a gate, all clients together. */
const GATE_MAX_WAITING = 128;

function gateRefusal(refusal: GateRefusal): AppError {
  // The client's own flood, or its waiting request gave way to a client with less in line.
  if (refusal === 'client-full' || refusal === 'shed') {
    return new AppError('RATE_LIMITED', AT_ONCE_MESSAGE, { retryAfterSeconds: 1 });
  }
  return new AppError('UNAVAILABLE', GATE_BUSY_MESSAGE, { retryAfterSeconds: 1 });
}

/**
 * Counters live in Redis so every BFF instance shares them: `arrendo-rl:<prefix><rule>:<value>`.
 * The hook runs as a preHandler, after body validation, so a rule can count per (normalised)
 * email. Gates are in-process: they bound what this instance asks of a service at once.
 */
export default fp(
  async (app) => {
    const env = app.config;
    const namespace = `arrendo-rl:${env.NATS_SUBJECT_PREFIX}`;

    async function hit(rule: RateRule, value: string): Promise<{ count: number; ttlMs: number }> {
      const [count, ttlMs] = (await app.redis.eval(
        HIT,
        1,
        `${namespace}${rule.name}:${value}`,
        String(rule.windowMs),
      )) as [number, number];
      return { count, ttlMs };
    }

    app.decorate('rateLimited', (rules: RateRule[], options: RateLimitOptions) => {
      return async (request: FastifyRequest) => {
        if (!env.RATE_LIMIT_ENABLED) return;
        for (const rule of rules) {
          const value = rule.key(request);
          if (value === undefined) continue;
          let result: Awaited<ReturnType<typeof hit>>;
          try {
            result = await hit(rule, value);
          } catch (error) {
            if (options.whenStoreDown === 'allow') {
              request.log.warn({ err: error, rule: rule.name }, 'rate limit skipped: store down');
              return;
            }
            request.log.error({ err: error, rule: rule.name }, 'rate limit store down: refused');
            throw new AppError('UNAVAILABLE', LIMITER_DOWN_MESSAGE);
          }
          if (result.count > rule.max) {
            throw new AppError('RATE_LIMITED', RATE_LIMIT_MESSAGE, {
              retryAfterSeconds: Math.max(1, Math.ceil(result.ttlMs / 1000)),
            });
          }
        }
      };
    });

    const gates: Record<GateName, FairGate> = {
      'password-hashing': new FairGate({
        maxRunning: env.RATE_LIMIT_PASSWORD_HASHING_AT_ONCE,
        maxPerClient: env.RATE_LIMIT_PASSWORD_HASHING_AT_ONCE_PER_IP,
        maxWaiting: GATE_MAX_WAITING,
      }),
      holds: new FairGate({
        maxRunning: env.RATE_LIMIT_HOLDS_AT_ONCE,
        maxPerClient: env.RATE_LIMIT_HOLDS_AT_ONCE_PER_IP,
        maxWaiting: GATE_MAX_WAITING,
      }),
    };

    app.decorate('gated', (name: GateName): Gated => {
      const gate = gates[name];
      return async (request, work) => {
        if (!env.RATE_LIMIT_ENABLED) return work();
        // Waiting longer than a service call may take would only trade a refusal for a timeout.
        const outcome = await gate.acquire(clientAddress(request), env.RPC_TIMEOUT_MS);
        if (typeof outcome === 'string') {
          // Not above debug: a flood would otherwise write a line per refused request.
          request.log.debug({ gate: name, refusal: outcome, ...gate.load }, 'gate refused');
          throw gateRefusal(outcome);
        }
        try {
          return await work();
        } finally {
          outcome.release();
        }
      };
    });
  },
  { name: 'rate-limit', dependencies: ['redis'] },
);
