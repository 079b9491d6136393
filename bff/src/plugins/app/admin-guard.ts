import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify';
import { toErrorBody } from './errors.js';

/** The two ways in before any admin exists (status, and bootstrap with its token). */
export const OPEN_ADMIN_ROUTES: ReadonlySet<string> = new Set([
  '/api/admin/status',
  '/api/admin/bootstrap',
]);

/** An admin route is any whose path has an `admin` segment: `/api/admin/…`, `/admin/queues`, … */
export function isAdminRoute(url: string): boolean {
  return /(^|\/)admin(\/|$)/.test(url) && !OPEN_ADMIN_ROUTES.has(url);
}

/**
 * Every admin route refuses visitors (401) and non-admins (403) by one rule, in `onRequest`:
 * before its body or parameters are validated (a 400 would tell a stranger what the route
 * accepts) and before any lookup. Added here as routes are declared, so a new admin route is
 * guarded without remembering to; each service checks the actor's role again.
 *
 * Route-level hooks run after the instance's, so the session is read (authenticate) first. The
 * refusal is sent here rather than thrown: a route inside a third-party plugin (Bull Board) has
 * its own error handler, which would not answer in the API's error shape.
 */
export default fp(
  async (app) => {
    const guard = async (request: FastifyRequest, reply: FastifyReply) => {
      try {
        await app.requireAdmin(request);
      } catch (error) {
        const { status, body } = toErrorBody(error);
        return reply.code(status).type('application/json; charset=utf-8').send({ error: body });
      }
    };
    app.addHook('onRoute', (route) => {
      if (!isAdminRoute(route.url)) return;
      const own = route.onRequest;
      const existing = own === undefined ? [] : Array.isArray(own) ? own : [own];
      // A GET's HEAD twin is declared from the same options, guard included.
      if (existing.includes(guard as onRequestHookHandler)) return;
      route.onRequest = [guard as onRequestHookHandler, ...existing];
    });
  },
  { name: 'admin-guard', dependencies: ['authenticate', 'errors'] },
);
