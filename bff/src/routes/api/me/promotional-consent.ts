import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IdentityRpc, PromotionalConsent, PromotionalConsentBody } from '@arrendo/contracts';

/**
 * `/api/me/promotional-consent` (signed in): the person's own consent to promotional messages
 * (Ley 21.719). Identity takes the user from the actor, never from the body, and records the date
 * of each change; putting the current state again changes nothing, so a retry is safe.
 */
const promotionalConsentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preHandler', app.requireUser);

  app.get('/', { schema: { response: { 200: PromotionalConsent } } }, async (request) =>
    request.call(IdentityRpc.getPromotionalConsent, {}),
  );

  app.put(
    '/',
    { schema: { body: PromotionalConsentBody, response: { 200: PromotionalConsent } } },
    async (request) => request.call(IdentityRpc.setPromotionalConsent, request.body),
  );
};

export default promotionalConsentRoutes;
