import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError, IdentityRpc, MeResponse } from '@arrendo/contracts';

/** 200 either way: `{user: null}` is the normal answer for a visitor, not an error. */
const meRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/', { schema: { response: { 200: MeResponse } } }, async (request, reply) => {
    if (!request.actor.userId) return { user: null };
    try {
      return { user: await request.call(IdentityRpc.me, {}) };
    } catch (error) {
      // A deleted or unknown user with a still-valid token: end the session quietly.
      if (
        AppError.isAppError(error) &&
        (error.code === 'UNAUTHENTICATED' || error.code === 'NOT_FOUND')
      ) {
        app.session.clear(reply);
        return { user: null };
      }
      throw error;
    }
  });
};

export default meRoutes;
