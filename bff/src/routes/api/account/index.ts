import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ChangePasswordBody,
  ChangePasswordResponse,
  DeleteAccountBody,
  IdentityRpc,
} from '@arrendo/contracts';
import { cookieNames } from '../../../lib/cookies.js';
import { authRateLimits } from '../../../lib/auth-rate-limits.js';

const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preHandler', app.requireUser);
  const names = cookieNames(app.config);
  const { passwordChecks } = authRateLimits(app);

  app.post(
    '/password',
    {
      schema: { body: ChangePasswordBody, response: { 200: ChangePasswordResponse } },
      preHandler: passwordChecks,
    },
    // Identity revokes every other session; naming this one keeps the user signed in here.
    async (request) => {
      const currentRefreshToken = request.cookies[names.refresh];
      return request.call(IdentityRpc.changePassword, {
        ...request.body,
        ...(currentRefreshToken ? { currentRefreshToken } : {}),
      });
    },
  );

  app.delete(
    '/',
    { schema: { body: DeleteAccountBody }, preHandler: passwordChecks },
    async (request, reply) => {
      await request.call(IdentityRpc.deleteUser, request.body);
      app.session.clear(reply);
      return reply.code(204).send();
    },
  );
};

export default accountRoutes;
