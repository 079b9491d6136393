import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IdentityRpc, Profile, UpdateProfileBody } from '@arrendo/contracts';

/** The signed-in user's own profile; identity decides ownership from the actor. */
const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preHandler', app.requireUser);

  app.get('/', { schema: { response: { 200: Profile } } }, async (request) =>
    request.call(IdentityRpc.getProfile, { userId: request.actor.userId! }),
  );

  app.patch(
    '/',
    { schema: { body: UpdateProfileBody, response: { 200: Profile } } },
    async (request) => request.call(IdentityRpc.updateProfile, request.body),
  );
};

export default profileRoutes;
