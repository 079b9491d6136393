import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AdminUserDetailResponse,
  IdentityRpc,
  SuspendUserBody,
  UserIdParams,
} from '@arrendo/contracts';

/**
 * `/api/admin/users/:id*` (decision 0048): one account, its suspension and reactivation. Admins
 * only (the parent plugin's hook; identity checks the role again from the actor).
 */
const adminUserStatusRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/:id',
    { schema: { params: UserIdParams, response: { 200: AdminUserDetailResponse } } },
    async (request) => request.call(IdentityRpc.adminUser, { userId: request.params.id }),
  );

  app.post(
    '/:id/suspend',
    {
      schema: {
        params: UserIdParams,
        body: SuspendUserBody,
        response: { 200: AdminUserDetailResponse },
      },
    },
    async (request) => {
      const { sessionVersion, ...user } = await request.call(IdentityRpc.suspendUser, {
        userId: request.params.id,
        reason: request.body.reason,
      });
      // Every instance refuses the suspended user's access tokens from now on; their refresh
      // tokens are revoked already, so the next request signs them out (as setRoles does).
      if (sessionVersion !== undefined) {
        await app.sessionState.raiseVersion(user.id, sessionVersion, request.log);
      }
      return user;
    },
  );

  app.post(
    '/:id/reactivate',
    { schema: { params: UserIdParams, response: { 200: AdminUserDetailResponse } } },
    async (request) => {
      const { sessionVersion, ...user } = await request.call(IdentityRpc.reactivateUser, {
        userId: request.params.id,
      });
      if (sessionVersion !== undefined) {
        await app.sessionState.raiseVersion(user.id, sessionVersion, request.log);
      }
      return user;
    },
  );
};

export default adminUserStatusRoutes;
