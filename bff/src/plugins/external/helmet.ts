import fp from 'fastify-plugin';
import helmet from '@fastify/helmet';
import type { BffEnv } from '../../env.js';
import { defaultS3PublicUrl } from '../../storage/index.js';

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

/** Photos stored in a bucket load from its public origin; the local folder is 'self'. */
export function cspDirectives(
  env: Pick<
    BffEnv,
    'S3_BUCKET' | 'S3_PUBLIC_URL' | 'S3_ENDPOINT' | 'S3_REGION' | 'S3_FORCE_PATH_STYLE'
  >,
) {
  if (!env.S3_BUCKET) return CSP_DIRECTIVES;
  const origin = new URL(env.S3_PUBLIC_URL ?? defaultS3PublicUrl(env)).origin;
  return { ...CSP_DIRECTIVES, imgSrc: [...CSP_DIRECTIVES.imgSrc, origin] };
}

export default fp(
  async (app) => {
    const https = new URL(app.config.PUBLIC_URL).protocol === 'https:';
    const directives = cspDirectives(app.config);
    await app.register(helmet, {
      contentSecurityPolicy: {
        useDefaults: false,
        directives: https ? { ...directives, upgradeInsecureRequests: [] } : directives,
      },
      frameguard: { action: 'deny' },
      // HSTS over plain http would be ignored at best and sticky at worst on a dev machine.
      strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    });
  },
  { name: 'helmet' },
);
