import type { CookieSerializeOptions } from '@fastify/cookie';
import type { BffEnv } from '../env.js';

export interface CookieNames {
  access: string;
  refresh: string;
  oauth: string;
}

export function isHttps(env: Pick<BffEnv, 'PUBLIC_URL'>): boolean {
  return new URL(env.PUBLIC_URL).protocol === 'https:';
}

/**
 * `__Host-` names (browser-enforced: Secure, Path=/, no Domain) whenever the site is served over
 * HTTPS; plain names on http://localhost, where a `__Host-` cookie would be refused.
 */
export function cookieNames(env: Pick<BffEnv, 'PUBLIC_URL'>): CookieNames {
  const p = isHttps(env) ? '__Host-' : '';
  return { access: `${p}arrendo_at`, refresh: `${p}arrendo_rt`, oauth: `${p}arrendo_oauth` };
}

/**
 * HttpOnly so scripts never see a token; SameSite=Lax so a cross-site POST carries no session;
 * Path=/ because silent refresh runs on every /api route (and `__Host-` demands it).
 */
export function sessionCookieOptions(
  env: Pick<BffEnv, 'PUBLIC_URL' | 'NODE_ENV'>,
): CookieSerializeOptions {
  return {
    httpOnly: true,
    sameSite: 'lax',
    secure: isHttps(env) || env.NODE_ENV === 'production',
    path: '/',
  };
}
