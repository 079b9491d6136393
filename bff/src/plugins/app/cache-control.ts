import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { cookieNames } from '../../lib/cookies.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The Cache-Control a route's 200 answer may carry when it goes to a visitor without a
     * session. Routes without it (and every other answer) are `no-store`.
     */
    publicCache?: string;
  }
}

/** The public catalogue: the same for every visitor, and a minute old is fresh enough. */
export const PUBLIC_CATALOGUE_CACHE = 'public, max-age=60';

function appendVary(current: unknown, field: string): string {
  const values = String(current ?? '')
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean);
  if (values.some((v) => v === '*' || v.toLowerCase() === field.toLowerCase())) {
    return values.join(', ');
  }
  return [...values, field].join(', ');
}

/**
 * One cache policy for the API: an answer to a signed-in request, or one that sets a cookie,
 * can carry personal data or a session and must never be stored by a browser or a proxy. Only
 * routes that declare `config.publicCache` are cacheable, and only for visitors; they vary on
 * Cookie so a cache never serves a visitor's copy to someone who has since signed in.
 */
export default fp(
  async (app) => {
    const names = cookieNames(app.config);
    const hasSession = (request: FastifyRequest) =>
      Boolean(request.actor?.userId) ||
      request.cookies?.[names.access] !== undefined ||
      request.cookies?.[names.refresh] !== undefined;

    app.addHook('onSend', async (request: FastifyRequest, reply: FastifyReply, payload) => {
      const path = request.url.split('?')[0] ?? '';
      if (path !== '/api' && !path.startsWith('/api/')) return payload;
      const policy = request.routeOptions.config?.publicCache;
      const cacheable =
        policy !== undefined &&
        reply.statusCode === 200 &&
        !reply.hasHeader('set-cookie') &&
        !hasSession(request);
      if (cacheable) {
        reply.header('cache-control', policy);
        reply.header('vary', appendVary(reply.getHeader('vary'), 'Cookie'));
      } else {
        reply.header('cache-control', 'no-store');
      }
      return payload;
    });
  },
  { name: 'cache-control', dependencies: ['cookie', 'authenticate'] },
);
