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
/** Made for one person (a session, a cookie being set): no cache anywhere, not even the browser's disk. */
export const PERSONAL = 'private, no-store';
/** Everything else: errors, health, visitor answers that may change with the next request. */
export const NOT_STORED = 'no-store';

const personalReplies = new WeakSet<FastifyReply>();

/**
 * Marks one answer as made for its viewer even on a route with `publicCache`: a host's or
 * admin's preview of a draft or an unlisted listing must never sit in a shared cache.
 */
export function keepOutOfPublicCache(reply: FastifyReply): void {
  personalReplies.add(reply);
}

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
 * One cache policy for every `/api` answer, decided here rather than route by route. An answer
 * to a request carrying a session, or one that sets a cookie, belongs to one person: `private,
 * no-store`. A route that declares `config.publicCache` may be cached, but only its 200 answers
 * to visitors, varying on Cookie so a cache never serves a visitor's copy to someone who has
 * since signed in. Everything else is `no-store`.
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
      if (hasSession(request) || reply.hasHeader('set-cookie') || personalReplies.has(reply)) {
        reply.header('cache-control', PERSONAL);
        return payload;
      }
      const policy = request.routeOptions.config?.publicCache;
      if (policy !== undefined && reply.statusCode === 200) {
        reply.header('cache-control', policy);
        reply.header('vary', appendVary(reply.getHeader('vary'), 'Cookie'));
      } else {
        reply.header('cache-control', NOT_STORED);
      }
      return payload;
    });
  },
  { name: 'cache-control', dependencies: ['cookie', 'authenticate'] },
);
