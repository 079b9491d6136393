import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AdminStatusResponse,
  AdminUser,
  AdminUsersQuery,
  AdminUsersResponse,
  BootstrapAdminBody,
  IdentityRpc,
  SessionResponse,
  SetRolesBody,
  UserIdParams,
} from '@arrendo/contracts';
import { authRateLimits } from '../../../lib/auth-rate-limits.js';
import adminDashboardRoutes from './dashboard.js';
import deadLetterRoutes from './dead-letters.js';
import adminPayoutRoutes from './payouts.js';
import adminAuditRoutes from './audit.js';
import adminUserStatusRoutes from './user-status.js';
import adminSettingsRoutes from './settings.js';
import adminEmailRoutes from './emails.js';
import adminBookingRoutes from './bookings.js';
import adminListingRoutes from './listings.js';
import adminClaimRoutes from './claims.js';
import stressTestRoutes from './stress-tests.js';

/**
 * The admin role is checked here from the verified access token and again by each service from
 * the actor; status and bootstrap are the two ways in before any admin exists.
 */
const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  const limits = authRateLimits(app);
  app.get('/status', { schema: { response: { 200: AdminStatusResponse } } }, async (request) =>
    request.call(IdentityRpc.adminStatus, {}),
  );

  app.post(
    '/bootstrap',
    {
      schema: { body: BootstrapAdminBody, response: { 200: SessionResponse } },
      preHandler: [app.requireUser, limits.bootstrap],
    },
    async (request, reply) => {
      const user = await request.call(IdentityRpc.bootstrapAdmin, request.body);
      // The new role must show up now, not when the access token next expires.
      const current = request.sessionClaims;
      if (current) app.session.reissueAccess(reply, user, current);
      return { user };
    },
  );

  const adminOnly: FastifyPluginAsyncZod = async (admin) => {
    admin.addHook('preHandler', app.requireAdmin);

    admin.get(
      '/users',
      { schema: { querystring: AdminUsersQuery, response: { 200: AdminUsersResponse } } },
      async (request) => request.call(IdentityRpc.listUsers, request.query),
    );

    admin.put(
      '/users/:id/roles',
      { schema: { params: UserIdParams, body: SetRolesBody, response: { 200: AdminUser } } },
      async (request) => {
        const { sessionVersion, ...user } = await request.call(IdentityRpc.setRoles, {
          userId: request.params.id,
          roles: request.body.roles,
        });
        // The target's tokens carry the old roles: every instance refuses them from now on, and
        // the target's next request re-mints one through the refresh cookie.
        if (sessionVersion !== undefined) {
          await app.sessionState.raiseVersion(user.id, sessionVersion, request.log);
        }
        return user;
      },
    );

    await admin.register(adminUserStatusRoutes, { prefix: '/users' });
    await admin.register(adminDashboardRoutes, { prefix: '/dashboard' });
    await admin.register(deadLetterRoutes, { prefix: '/dead-letters' });
    await admin.register(adminPayoutRoutes, { prefix: '/payouts' });
    await admin.register(adminAuditRoutes, { prefix: '/audit' });
    await admin.register(adminSettingsRoutes, { prefix: '/settings' });
    await admin.register(adminEmailRoutes, { prefix: '/emails' });
    await admin.register(adminBookingRoutes, { prefix: '/bookings' });
    await admin.register(adminListingRoutes, { prefix: '/listings' });
    await admin.register(adminClaimRoutes, { prefix: '/claims' });
    await admin.register(stressTestRoutes, { prefix: '/stress-tests' });
  };
  await app.register(adminOnly);
};

export default adminRoutes;
