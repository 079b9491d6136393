import fp from 'fastify-plugin';
import type { FastifyBaseLogger } from 'fastify';
import { IdentityRpc, type SessionStatusReply } from '@arrendo/contracts';

/** What the authenticate hook needs from a verified access token to ask about its session. */
export interface SessionRef {
  /** User id. */
  sub: string;
  /** Refresh-token family: one sign-in, across rotations. */
  sid: string;
  /** The user's session version when the token was minted. */
  sv: number;
}

export type SessionVerdict = 'active' | 'ended';

export interface SessionState {
  /**
   * Whether the token's session is still alive: one Redis MGET when the shared cache knows it,
   * otherwise identity decides (and the answer is cached). Throws UNAVAILABLE when neither Redis
   * nor identity can answer: an unknown session is never let in.
   */
  check(ref: SessionRef, log: FastifyBaseLogger): Promise<SessionVerdict>;
  /** This session's access tokens stop working on every instance from now on. */
  end(sessionId: string, log: FastifyBaseLogger): Promise<void>;
  /** Access tokens of this user minted below `version` stop working on every instance. */
  raiseVersion(userId: string, version: number, log: FastifyBaseLogger): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    sessionState: SessionState;
  }
}

const ACTIVE = '1';
const ENDED = '0';

/** Versions only ever go up, whichever instance writes last (a read-through may be older). */
const RAISE_VERSION = `
local current = tonumber(redis.call('GET', KEYS[1]) or '-1')
if tonumber(ARGV[1]) > current then
  redis.call('SET', KEYS[1], ARGV[1], 'EX', ARGV[2])
  return 1
end
return 0
`;

/**
 * Revocation state shared by every BFF instance through Redis (decision 0005):
 * `session:<sid>` is "1" (identity said alive, kept SESSION_CACHE_SECONDS) or "0" (ended, kept
 * as long as an access token lives); `session-version:<userId>` is the user's current version.
 * Revocations are written, not left to expire; "ended" overrides "alive" and versions only rise,
 * so a slow read-through can never resurrect a session another instance just ended.
 */
export default fp(
  async (app) => {
    const env = app.config;
    const base = `bff:${env.NATS_SUBJECT_PREFIX}`;
    const sessionKey = (sid: string) => `${base}session:${sid}`;
    const versionKey = (userId: string) => `${base}session-version:${userId}`;
    // A revocation must outlive every access token it refuses.
    const revocationTtl = env.ACCESS_TOKEN_TTL_SECONDS;
    const cacheTtl = Math.min(env.SESSION_CACHE_SECONDS, env.ACCESS_TOKEN_TTL_SECONDS);

    async function raise(userId: string, version: number, ttl: number): Promise<void> {
      await app.redis.eval(RAISE_VERSION, 1, versionKey(userId), String(version), String(ttl));
    }

    async function fromCache(
      ref: SessionRef,
      log: FastifyBaseLogger,
    ): Promise<SessionVerdict | 'unknown' | 'down'> {
      let state: string | null | undefined;
      let version: string | null | undefined;
      try {
        [state, version] = await app.redis.mget(sessionKey(ref.sid), versionKey(ref.sub));
      } catch (error) {
        log.warn({ err: error }, 'session cache unreachable: asking identity');
        return 'down';
      }
      if (state === ENDED) return 'ended';
      if (version != null && Number(version) > ref.sv) return 'ended';
      if (state === ACTIVE && version != null && Number(version) === ref.sv) return 'active';
      // Not cached, or the token is newer than the cache (a version raised elsewhere).
      return 'unknown';
    }

    /**
     * One question to identity per session at a time on this instance: a burst of requests with
     * one uncached session (a page's parallel calls, or one client's flood) would otherwise send
     * identity one each and fill its queue, and its "busy" would refuse everyone else too.
     * Each request still reads the cache itself first, so a revocation written before it
     * arrived is seen; it only shares an answer identity is already giving.
     */
    const asking = new Map<string, Promise<SessionStatusReply>>();
    function askIdentity(ref: SessionRef): Promise<SessionStatusReply> {
      const key = `${ref.sid}|${ref.sub}`;
      const running = asking.get(key);
      if (running) return running;
      const question = app.services
        .call(IdentityRpc.sessionStatus, { sessionId: ref.sid, userId: ref.sub })
        .finally(() => asking.delete(key));
      asking.set(key, question);
      return question;
    }

    const state: SessionState = {
      async check(ref, log) {
        const cached = await fromCache(ref, log);
        if (cached === 'active' || cached === 'ended') return cached;
        // UNAVAILABLE from here becomes a 503: better no answer than letting everyone in.
        const status = await askIdentity(ref);
        if (cached === 'unknown') {
          try {
            if (status.active) {
              // NX: an "ended" written meanwhile by another instance wins.
              await app.redis.set(sessionKey(ref.sid), ACTIVE, 'EX', cacheTtl, 'NX');
            } else {
              await app.redis.set(sessionKey(ref.sid), ENDED, 'EX', revocationTtl);
            }
            await raise(ref.sub, status.sessionVersion, cacheTtl);
          } catch (error) {
            log.warn({ err: error }, 'could not cache a session status');
          }
        }
        return status.active && status.sessionVersion === ref.sv ? 'active' : 'ended';
      },

      async end(sessionId, log) {
        try {
          await app.redis.set(sessionKey(sessionId), ENDED, 'EX', revocationTtl);
        } catch (error) {
          // Identity has ended it already; instances that cached it as alive keep accepting its
          // access token for at most SESSION_CACHE_SECONDS. Loud, so an operator sees it.
          log.error({ err: error, sessionId }, 'could not share a session revocation');
        }
      },

      async raiseVersion(userId, version, log) {
        try {
          await raise(userId, version, revocationTtl);
        } catch (error) {
          log.error({ err: error, userId }, 'could not share a session version change');
        }
      },
    };

    app.decorate('sessionState', state);
  },
  { name: 'session-state', dependencies: ['redis', 'nats'] },
);
