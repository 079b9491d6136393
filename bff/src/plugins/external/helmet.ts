import fp from 'fastify-plugin';
import helmet from '@fastify/helmet';

/**
 * The built web app loads only its own hashed scripts and styles; Tailwind and React inject
 * inline style attributes, hence 'unsafe-inline' for styles only. OAuth sign-in is a top-level
 * navigation (a link, not a form post), so form-action stays 'self'.
 */
export const CSP_DIRECTIVES = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  fontSrc: ["'self'"],
  connectSrc: ["'self'"],
  objectSrc: ["'none'"],
  frameAncestors: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
};

export default fp(
  async (app) => {
    const https = new URL(app.config.PUBLIC_URL).protocol === 'https:';
    await app.register(helmet, {
      contentSecurityPolicy: {
        useDefaults: false,
        directives: https ? { ...CSP_DIRECTIVES, upgradeInsecureRequests: [] } : CSP_DIRECTIVES,
      },
      frameguard: { action: 'deny' },
      // HSTS over plain http would be ignored at best and sticky at worst on a dev machine.
      strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    });
  },
  { name: 'helmet' },
);
