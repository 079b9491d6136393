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
    // Identity revokes every other session and raises the session version; this session stays
    // signed in (it is named by its refresh cookie) and gets an access token at the new version.
    async (request, reply) => {
      const currentRefreshToken = request.cookies[names.refresh];
      const result = await request.call(IdentityRpc.changePassword, {
        ...request.body,
        ...(currentRefreshToken ? { currentRefreshToken } : {}),
      });
      const current = request.sessionClaims;
      if (result.sessionVersion !== undefined && current) {
        await app.sessionState.raiseVersion(current.sub, result.sessionVersion, request.log);
        app.session.reissueAccess(
          reply,
          { id: current.sub, roles: current.roles },
          { sid: current.sid, sv: result.sessionVersion },
        );
      }
      return { changed: true as const };
    },
  );

  app.delete(
    '/',
    { schema: { body: DeleteAccountBody }, preHandler: passwordChecks },
    async (request, reply) => {
      const result = await request.call(IdentityRpc.deleteUser, request.body);
      // Identity ended every session; every instance refuses their access tokens from now on.
      const current = request.sessionClaims;
      if (current) {
        await app.sessionState.end(current.sid, request.log);
        if (result.sessionVersion !== undefined) {
          await app.sessionState.raiseVersion(current.sub, result.sessionVersion, request.log);
        }
      }
      app.session.clear(reply);
      return reply.code(204).send();
    },
  );
};

export default accountRoutes;
