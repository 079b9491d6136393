import fp from 'fastify-plugin';
import helmet from '@fastify/helmet';
import type { BffEnv } from '../../env.js';
import { HSTS_MAX_AGE_SECONDS, isHttps, requiresTls } from '../../lib/cookies.js';
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
  // MapLibre runs its tile parser in a Web Worker it creates from a blob: URL.
  workerSrc: ["'self'", 'blob:'],
  childSrc: ["'self'", 'blob:'],
  // The installable app's manifest (web/public/manifest.webmanifest).
  manifestSrc: ["'self'"],
};

/**
 * The map's vector style and whatever it loads (tiles, sprites, glyphs) come from these origins,
 * and only when a style is configured: the embedded offline map needs none.
 */
export function mapOrigins(env: {
  MAP_STYLE_URL?: string | undefined;
  MAP_EXTRA_ORIGINS: string[];
}) {
  if (!env.MAP_STYLE_URL) return [];
  return [...new Set([new URL(env.MAP_STYLE_URL).origin, ...env.MAP_EXTRA_ORIGINS])];
}

/** Photos in a bucket load from its public origin (the local folder is 'self'); maps as above. */
export function cspDirectives(
  env: Pick<
    BffEnv,
    | 'S3_BUCKET'
    | 'S3_PUBLIC_URL'
    | 'S3_ENDPOINT'
    | 'S3_REGION'
    | 'S3_FORCE_PATH_STYLE'
    | 'MAP_STYLE_URL'
    | 'MAP_EXTRA_ORIGINS'
  >,
): typeof CSP_DIRECTIVES {
  const maps = mapOrigins(env);
  const photos = env.S3_BUCKET
    ? [new URL(env.S3_PUBLIC_URL ?? defaultS3PublicUrl(env)).origin]
    : [];
  if (maps.length === 0 && photos.length === 0) return CSP_DIRECTIVES;
  return {
    ...CSP_DIRECTIVES,
    connectSrc: [...CSP_DIRECTIVES.connectSrc, ...maps],
    imgSrc: [...new Set([...CSP_DIRECTIVES.imgSrc, ...maps, ...photos])],
  };
}

export default fp(
  async (app) => {
    const directives = cspDirectives(app.config);
    await app.register(helmet, {
      contentSecurityPolicy: {
        useDefaults: false,
        // Only where the pages themselves are https: a local production demo on
        // http://localhost would otherwise ask for its own files over https and get none.
        directives: isHttps(app.config)
          ? { ...directives, upgradeInsecureRequests: [] }
          : directives,
      },
      frameguard: { action: 'deny' },
      // In production always (browsers ignore it on a plain-http answer, RFC 6797 §8.1); in
      // development over http never: it would be sticky on a dev machine's localhost.
      strictTransportSecurity: requiresTls(app.config)
        ? { maxAge: HSTS_MAX_AGE_SECONDS, includeSubDomains: true }
        : false,
    });
  },
  { name: 'helmet' },
);
