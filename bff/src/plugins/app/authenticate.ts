import { createHash } from 'node:crypto';
import fp from 'fastify-plugin';
import jwt from '@fastify/jwt';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError, IdentityRpc, type IdentitySession, type Me } from '@arrendo/contracts';
import { cookieNames, sessionCookieOptions } from '../../lib/cookies.js';
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
      issue(reply: FastifyReply, session: IdentitySession): { user: Me };
      /** New access cookie only, e.g. after the user's roles changed. */
      reissueAccess(reply: FastifyReply, user: Me): void;
      clear(reply: FastifyReply): void;
    };
    /** preHandler: 401 unless signed in. */
    requireUser(request: FastifyRequest): Promise<void>;
    /** preHandler: 401 unless signed in, 403 unless the verified token carries the admin role. */
    requireAdmin(request: FastifyRequest): Promise<void>;
    /** Rotates a refresh token once, however many requests present it at the same moment. */
    rotateRefreshToken(request: FastifyRequest, refreshToken: string): Promise<IdentitySession>;
  }
}

/**
 * Auth routes handle the refresh cookie themselves or start a new session (refreshing first
 * would spend the token for nothing); health must not touch sessions.
 */
function skipsSilentRefresh(path: string): boolean {
  return path.startsWith('/api/auth/') || path === '/api/health';
}

function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

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

    function setAccess(reply: FastifyReply, user: Me): void {
      const token = app.jwt.sign({ sub: user.id, roles: user.roles });
      reply.setCookie(names.access, token, { ...cookieOptions, maxAge: ttl });
    }

    app.decorate('session', {
      issue(reply, session) {
        setAccess(reply, session.user);
        reply.setCookie(names.refresh, session.refreshToken, {
          ...cookieOptions,
          expires: new Date(session.refreshExpiresAt),
        });
        return { user: session.user };
      },
      reissueAccess: setAccess,
      clear(reply) {
        reply.clearCookie(names.access, cookieOptions);
        reply.clearCookie(names.refresh, cookieOptions);
      },
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

    /**
     * A page fires several requests at once; after the access token expires they all carry the
     * same refresh token. Only the first may rotate it (a second rotation would look like reuse
     * and revoke the family), so the others share its result: in-process while it runs, and via
     * Redis for a short window so other BFF instances and slightly later requests agree.
     */
    const inFlight = new Map<string, Promise<IdentitySession>>();
    async function rotate(request: FastifyRequest, refreshToken: string): Promise<IdentitySession> {
      const key = `bff:${env.NATS_SUBJECT_PREFIX}refreshed:${sha256(refreshToken)}`;
      const running = inFlight.get(key);
      if (running) return running;
      const promise = (async () => {
        const window = env.REFRESH_REUSE_WINDOW_SECONDS;
        const cached = window > 0 ? await app.redis.get(key).catch(() => null) : null;
        if (cached) return JSON.parse(cached) as IdentitySession;
        const session = await request.call(IdentityRpc.refresh, { refreshToken });
        if (window > 0) {
          await app.redis
            .set(key, JSON.stringify(session), 'EX', window)
            .catch((error: unknown) =>
              request.log.warn({ err: error }, 'could not cache refresh result'),
            );
        }
        return session;
      })();
      inFlight.set(key, promise);
      try {
        return await promise;
      } finally {
        inFlight.delete(key);
      }
    }

    app.decorate('rotateRefreshToken', rotate);

    function actAs(request: FastifyRequest, claims: SessionClaims): void {
      request.actor = { ...request.actor, userId: claims.sub, roles: claims.roles };
    }

    app.addHook('onRequest', async (request, reply) => {
      const path = request.url.split('?')[0] ?? '';
      if (!path.startsWith('/api/')) return;
      const access = request.cookies[names.access];
      if (access) {
        try {
          actAs(request, app.jwt.verify<SessionClaims>(access));
          return;
        } catch {
          // Expired or forged: fall through to the refresh cookie.
        }
      }
      const refresh = request.cookies[names.refresh];
      if (!refresh || skipsSilentRefresh(path)) return;
      try {
        const session = await rotate(request, refresh);
        app.session.issue(reply, session);
        actAs(request, { sub: session.user.id, roles: session.user.roles });
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
  { name: 'authenticate', dependencies: ['services', 'redis', 'cookie'] },
);
