import fp from 'fastify-plugin';
import { AppError } from '@arrendo/contracts';
import { requestProblemBody } from '../../lib/client-errors.js';

/**
 * 414 for a URL over `HTTP_MAX_URL_LENGTH` that still fit in Node's header limit (longer ones
 * are answered by the client-error handler). Checked first, before cookies, sessions or routes
 * spend any work on it.
 */
export default fp(
  async (app) => {
    const max = app.config.HTTP_MAX_URL_LENGTH;
    app.addHook('onRequest', async (request) => {
      if (request.raw.url !== undefined && request.raw.url.length > max) {
        const body = requestProblemBody('url_too_long');
        throw new AppError(body.code, body.message, body.details);
      }
    });
  },
  { name: 'request-limits' },
);
