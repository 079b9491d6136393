import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SiteConfig } from '@arrendo/contracts';

/** GET /api/site: public contacts from the environment; they change only with a deploy. */
const siteRoutes: FastifyPluginAsyncZod = async (app) => {
  const site: SiteConfig = {
    supportEmail: app.config.SUPPORT_EMAIL,
    privacyEmail: app.config.PRIVACY_EMAIL,
    legalEmail: app.config.LEGAL_EMAIL,
    supportResponseHours: app.config.SUPPORT_RESPONSE_HOURS,
  };
  app.get(
    '/',
    { config: { publicCache: 'public, max-age=300' }, schema: { response: { 200: SiteConfig } } },
    async () => site,
  );
};

export default siteRoutes;
