import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { cookieNames } from '../../lib/cookies.js';

/**
 * A response that sets or clears a session cookie, or that was made for a request carrying one,
 * belongs to one person: a shared cache (CDN, proxy) must never store it and hand it to the
 * next visitor, nor may the browser keep it on disk. Public answers to visitors are left to the
 * routes.
 */
export default fp(
  async (app) => {
    const names = cookieNames(app.config);
    const sessionCookies = [names.access, names.refresh];

    function setsSessionCookie(reply: FastifyReply): boolean {
      const header = reply.getHeader('set-cookie');
      const cookies = Array.isArray(header) ? header : header === undefined ? [] : [String(header)];
      return cookies.some((c) => sessionCookies.some((name) => c.startsWith(`${name}=`)));
    }

    function carriesSession(request: FastifyRequest): boolean {
      return sessionCookies.some((name) => request.cookies[name] !== undefined);
    }

    app.addHook('onSend', async (request, reply) => {
      if (!request.url.startsWith('/api/')) return;
      if (carriesSession(request) || request.actor?.userId || setsSessionCookie(reply)) {
        reply.header('cache-control', 'private, no-store');
      }
    });
  },
  { name: 'private-responses', dependencies: ['cookie'] },
);
