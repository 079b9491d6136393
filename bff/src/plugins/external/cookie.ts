import fp from 'fastify-plugin';
import cookie from '@fastify/cookie';

/** The secret signs short-lived cookies such as the OAuth state; sessions use the JWT itself. */
export default fp(
  async (app) => {
    await app.register(cookie, { secret: app.config.JWT_SECRET, hook: 'onRequest' });
  },
  { name: 'cookie' },
);
