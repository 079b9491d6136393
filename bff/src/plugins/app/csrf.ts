import fp from 'fastify-plugin';
import { AppError } from '@arrendo/contracts';

export const CSRF_HEADER = 'x-requested-with';
export const CSRF_HEADER_VALUE = 'arrendo';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Paths that receive cross-site POSTs by design and authenticate them another way: provider
 * webhooks (signatures) and Apple's form_post OAuth callback (the signed state cookie).
 */
const EXEMPT_PREFIXES = ['/api/webhooks/', '/api/auth/oauth/'];

/**
 * A cross-site form cannot set a custom header, and a cross-site fetch with one needs a CORS
 * preflight we never grant; the Origin check rejects the rest. Applied to every state-changing
 * API request (not only cookie-authed ones) so log-in CSRF is covered too.
 */
export default fp(
  async (app) => {
    const publicOrigin = new URL(app.config.PUBLIC_URL).origin;
    app.addHook('onRequest', async (request) => {
      if (!STATE_CHANGING.has(request.method)) return;
      const path = request.url.split('?')[0] ?? '';
      if (!path.startsWith('/api/') || EXEMPT_PREFIXES.some((p) => path.startsWith(p))) return;
      if (request.headers[CSRF_HEADER] !== CSRF_HEADER_VALUE) {
        throw new AppError(
          'FORBIDDEN',
          'This request was refused: missing X-Requested-With header.',
        );
      }
      const origin = request.headers.origin;
      if (origin !== undefined && origin !== publicOrigin) {
        throw new AppError('FORBIDDEN', 'This request was refused: it came from another site.');
      }
    });
  },
  { name: 'csrf' },
);
