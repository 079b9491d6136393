import type { FastifyInstance } from 'fastify';
import type { RateRule } from '../plugins/external/rate-limit.js';
import { byAccount, byAccountAndIp, byIp, byUser } from './rate-keys.js';

const MINUTE = 60_000;

const rule = (name: string, max: number, windowMs: number, key: RateRule['key']): RateRule => ({
  name,
  max,
  windowMs,
  key,
});

/**
 * The limits in front of every secret the BFF lets people guess (decisions 0005, 0024). Within a
 * family, per-client buckets come first: a request they refuse is not counted further, so one
 * client adds at most its `_PER_EMAIL` allowance to an account's bucket.
 */
export function authRateLimits(app: FastifyInstance) {
  const env = app.config;
  return {
    // Reveals only what the product shows by design (decisions.md, Identity), guards no secret:
    // during a Redis outage it stays open rather than break the first step of the modal.
    emailStatus: app.rateLimited(
      [
        rule('email-status:ip', env.RATE_LIMIT_EMAIL_STATUS_PER_IP, MINUTE, byIp),
        rule(
          'email-status:email+ip',
          env.RATE_LIMIT_EMAIL_STATUS_PER_EMAIL,
          MINUTE,
          byAccountAndIp,
        ),
      ],
      { whenStoreDown: 'allow' },
    ),
    login: app.rateLimited(
      [
        rule('login:ip', env.RATE_LIMIT_LOGIN_PER_IP, MINUTE, byIp),
        rule('login:email+ip', env.RATE_LIMIT_LOGIN_PER_EMAIL, MINUTE, byAccountAndIp),
        rule('login:account', env.RATE_LIMIT_LOGIN_PER_ACCOUNT, MINUTE, byAccount),
      ],
      { whenStoreDown: 'refuse' },
    ),
    // Register sends a code by email, so it shares the code buckets.
    codes: app.rateLimited(
      [
        rule('codes:ip', env.RATE_LIMIT_CODES_PER_IP, 10 * MINUTE, byIp),
        rule('codes:email+ip', env.RATE_LIMIT_CODES_PER_EMAIL, 10 * MINUTE, byAccountAndIp),
        rule('codes:account', env.RATE_LIMIT_CODES_PER_ACCOUNT, 10 * MINUTE, byAccount),
      ],
      { whenStoreDown: 'refuse' },
    ),
    // Email verification and password reset: both redeem a six-digit code. Counted per client
    // only: identity kills a code at its fifth wrong guess, whoever sends them, and a new code
    // starts afresh, so guessing one account's code is bounded per code. A bucket per e-mail
    // would add nothing but a lock: strangers' guesses (or the owner's own typos) filling it
    // would refuse the owner's correct, newest code for ten minutes (decision 0024).
    verify: app.rateLimited([rule('verify:ip', env.RATE_LIMIT_VERIFY_PER_IP, 10 * MINUTE, byIp)], {
      whenStoreDown: 'refuse',
    }),
    bootstrap: app.rateLimited(
      [
        rule('bootstrap:ip', env.RATE_LIMIT_BOOTSTRAP_PER_IP, 10 * MINUTE, byIp),
        rule('bootstrap:user', env.RATE_LIMIT_BOOTSTRAP_PER_USER, 10 * MINUTE, byUser),
      ],
      { whenStoreDown: 'refuse' },
    ),
    // Whoever holds a session (a stolen cookie) must not guess the password behind it freely.
    passwordChecks: app.rateLimited(
      [rule('password-check:user', env.RATE_LIMIT_PASSWORD_CHECKS_PER_USER, 10 * MINUTE, byUser)],
      { whenStoreDown: 'refuse' },
    ),
    // Around log-in, sign-up and reset, which make identity run argon2: the counts above say how
    // many a minute, this how many at once, so a burst cannot fill identity's queue (0024).
    // Current-password checks are left out: 5 per 10 minutes per user is no burst.
    passwordHashing: app.gated('password-hashing'),
  };
}
