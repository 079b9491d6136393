import fp from 'fastify-plugin';
import jwt from '@fastify/jwt';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  AppError,
  IdentityRpc,
  Role,
  Uuid,
  type IdentitySession,
  type Me,
} from '@arrendo/contracts';
import { cookieNames, sessionCookieOptions } from '../../lib/cookies.js';
import { clientFingerprint, RefreshReuseCache } from '../../lib/refresh-reuse.js';
import type { SessionClaims } from '../../types.js';

declare module '@fastify/jwt' {
  interface FastifyJWT {
    payload: SessionClaims;
    user: SessionClaims;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    session: {
      /** Sets both cookies from an identity session; returns the public part. */
      issue(
        request: FastifyRequest,
        reply: FastifyReply,
        session: IdentitySession,
      ): Promise<{ user: Me }>;
      /** New access cookie only for the same session, e.g. after its roles or version changed. */
      reissueAccess(
        reply: FastifyReply,
        user: Pick<Me, 'id' | 'roles'>,
        session: Pick<SessionClaims, 'sid' | 'sv'>,
      ): void;
      clear(reply: FastifyReply): void;
      /** The access cookie's claims if its signature and expiry are good (its session may have ended). */
      readAccess(request: FastifyRequest): SessionClaims | undefined;
    };
    /** preHandler: 401 unless signed in. */
    requireUser(request: FastifyRequest): Promise<void>;
    /** preHandler: 401 unless signed in, 403 unless the verified token carries the admin role. */
    requireAdmin(request: FastifyRequest): Promise<void>;
    /** Rotates a refresh token once, however many requests present it at the same moment. */
    rotateRefreshToken(request: FastifyRequest, refreshToken: string): Promise<IdentitySession>;
  }
  interface FastifyRequest {
    /** The checked access token's claims; null for visitors. */
    sessionClaims: SessionClaims | null;
  }
}

/** Tokens minted before sessions were named (no `sid`/`sv`) fail this and get re-minted. */
const AccessClaims = z.object({
  sub: Uuid,
  roles: z.array(Role),
  sid: Uuid,
  sv: z.number().int().min(0),
});

/**
 * Auth routes handle the refresh cookie themselves or start a new session, and act for nobody;
 * health must not touch sessions (nor fail with them).
 */
function skipsAuthentication(path: string): boolean {
  return path.startsWith('/api/auth/') || path === '/api/health';
}

/** The API, and the one page the BFF draws itself rather than the SPA: the admins' queue board. */
function readsSession(path: string): boolean {
  return path.startsWith('/api/') || path === '/admin/queues' || path.startsWith('/admin/queues/');
}

const SESSION_ENDED = 'Your session has ended. Please sign in again.';
const ACCOUNT_SUSPENDED = 'This account is suspended. Contact support.';

export default fp(
  async (app) => {
    const env = app.config;
    const names = cookieNames(env);
    const cookieOptions = sessionCookieOptions(env);
    const ttl = env.ACCESS_TOKEN_TTL_SECONDS;

    await app.register(jwt, {
      secret: env.JWT_SECRET,
      sign: { algorithm: 'HS256', iss: 'arrendo-bff', expiresIn: `${ttl}s` },
      verify: { algorithms: ['HS256'], allowedIss: 'arrendo-bff' },
    });

    function setAccess(reply: FastifyReply, claims: SessionClaims): void {
      reply.setCookie(names.access, app.jwt.sign(claims), { ...cookieOptions, maxAge: ttl });
    }

    function claimsOf(session: IdentitySession): SessionClaims {
      if (session.sessionId === undefined || session.sessionVersion === undefined) {
        // An identity older than this BFF: deploy identity first (see decision 0005).
        throw new AppError('INTERNAL', 'identity sent a session without sessionId/sessionVersion');
      }
      return {
        sub: session.user.id,
        roles: session.user.roles,
        sid: session.sessionId,
        sv: session.sessionVersion,
      };
    }

    function readAccess(request: FastifyRequest): SessionClaims | undefined {
      const token = request.cookies[names.access];
      if (!token) return undefined;
      try {
        const parsed = AccessClaims.safeParse(app.jwt.verify(token));
        return parsed.success ? parsed.data : undefined;
      } catch {
        // Expired or forged.
        return undefined;
      }
    }

    app.decorateRequest('sessionClaims', null);

    app.decorate('session', {
      async issue(request, reply, session) {
        const claims = claimsOf(session);
        // A reset raised the version: every instance must refuse older tokens from now on.
        await app.sessionState.raiseVersion(claims.sub, claims.sv, request.log);
        setAccess(reply, claims);
        reply.setCookie(names.refresh, session.refreshToken, {
          ...cookieOptions,
          expires: new Date(session.refreshExpiresAt),
        });
        return { user: session.user };
      },
      reissueAccess(reply, user, session) {
        setAccess(reply, { sub: user.id, roles: user.roles, sid: session.sid, sv: session.sv });
      },
      clear(reply) {
        reply.clearCookie(names.access, cookieOptions);
        reply.clearCookie(names.refresh, cookieOptions);
      },
      readAccess,
    });

    app.decorate('requireUser', async (request: FastifyRequest) => {
      if (!request.actor.userId)
        throw new AppError('UNAUTHENTICATED', 'Please log in to continue.');
    });
    app.decorate('requireAdmin', async (request: FastifyRequest) => {
      if (!request.actor.userId)
        throw new AppError('UNAUTHENTICATED', 'Please log in to continue.');
      if (!request.actor.roles.includes('admin')) {
        throw new AppError('FORBIDDEN', 'This page is for administrators only.');
      }
    });

    const reuse = new RefreshReuseCache(app.redis, {
      prefix: `bff:${env.NATS_SUBJECT_PREFIX}`,
      windowSeconds: env.REFRESH_REUSE_WINDOW_SECONDS,
    });

    /**
     * A page fires several requests at once; after the access token expires they all carry the
     * same refresh token. Only the first may rotate it (a second rotation would look like reuse
     * and revoke the family), so the others share its result: in-process while it runs, and via
     * Redis for a short window so other BFF instances and slightly later requests agree — but
     * only with the same client (decision 0005); anyone else presenting it is a reuse.
     */
    const inFlight = new Map<string, Promise<IdentitySession>>();
    async function rotate(request: FastifyRequest, refreshToken: string): Promise<IdentitySession> {
      const fingerprint = clientFingerprint(request);
      const key = `${reuse.keyOf(refreshToken)}|${fingerprint}`;
      const running = inFlight.get(key);
      if (running) return running;
      const promise = (async () => {
        const shared = await reuse.take(refreshToken, fingerprint, request.log);
        if (shared) {
          // Issued a moment ago, maybe revoked since: only a live session is shared.
          const verdict = await app.sessionState.check(claimsOf(shared), request.log);
          if (verdict !== 'active') throw new AppError('UNAUTHENTICATED', SESSION_ENDED);
          return shared;
        }
        let session: IdentitySession;
        try {
          session = await request.call(IdentityRpc.refresh, { refreshToken });
        } catch (error) {
          throw await endedByRefresh(request, error);
        }
        await reuse.remember(refreshToken, fingerprint, session, request.log);
        return session;
      })();
      inFlight.set(key, promise);
      try {
        return await promise;
      } finally {
        inFlight.delete(key);
      }
    }

    /** When identity ended a session while refusing (reuse), refuse its access tokens too. */
    async function endedByRefresh(request: FastifyRequest, error: unknown): Promise<unknown> {
      if (!AppError.isAppError(error) || error.code !== 'UNAUTHENTICATED') return error;
      const sessionId = error.details?.sessionId;
      if (typeof sessionId === 'string') {
        await app.sessionState.end(sessionId, request.log);
        request.log.warn({ sessionId, reason: error.details?.reason }, 'session ended by refresh');
      }
      // A suspension is the person's business (decision 0048): they are told why they are out.
      if (error.details?.reason === 'ACCOUNT_SUSPENDED') {
        return new AppError('UNAUTHENTICATED', ACCOUNT_SUSPENDED, { reason: 'ACCOUNT_SUSPENDED' });
      }
      // Family ids and other reasons are identity's business, not the browser's.
      return new AppError('UNAUTHENTICATED', SESSION_ENDED);
    }

    app.decorate('rotateRefreshToken', rotate);

    function actAs(request: FastifyRequest, claims: SessionClaims): void {
      request.sessionClaims = claims;
      request.actor = { ...request.actor, userId: claims.sub, roles: claims.roles };
    }

    app.addHook('onRequest', async (request, reply) => {
      const path = request.url.split('?')[0] ?? '';
      if (!readsSession(path) || skipsAuthentication(path)) return;
      const claims = readAccess(request);
      // An access token is only as good as its session: ended ones fall through to the refresh
      // cookie, which identity judges. When nobody can tell, this throws 503.
      if (claims && (await app.sessionState.check(claims, request.log)) === 'active') {
        actAs(request, claims);
        return;
      }
      const refresh = request.cookies[names.refresh];
      if (!refresh) {
        if (claims) app.session.clear(reply);
        return;
      }
      try {
        const session = await rotate(request, refresh);
        await app.session.issue(request, reply, session);
        actAs(request, claimsOf(session));
      } catch (error) {
        if (AppError.isAppError(error) && error.code === 'UNAVAILABLE') {
          // Identity is down: keep the cookies so the session survives the outage.
          request.log.warn({ err: error }, 'silent refresh unavailable');
          return;
        }
        app.session.clear(reply);
      }
    });
  },
  { name: 'authenticate', dependencies: ['services', 'redis', 'cookie', 'session-state'] },
);
