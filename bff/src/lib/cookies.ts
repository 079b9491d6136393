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
 * Whether the site must be reached over TLS only: Secure cookies and HSTS. Always in production
 * (whose PUBLIC_URL is https, or this machine for a local demo: see env.ts), and wherever the
 * site is served over https. Development on http://localhost stays plain, or nothing would work.
 */
export function requiresTls(env: Pick<BffEnv, 'PUBLIC_URL' | 'NODE_ENV'>): boolean {
  return isHttps(env) || env.NODE_ENV === 'production';
}

/** One year: the least that HSTS preload lists accept, and long enough to matter. */
export const HSTS_MAX_AGE_SECONDS = 31_536_000;

/**
 * `__Host-` names (browser-enforced: Secure, Path=/, no Domain) whenever the site is served over
 * HTTPS; plain names on http://localhost, where a `__Host-` cookie may be refused.
 */
export function cookieNames(env: Pick<BffEnv, 'PUBLIC_URL'>): CookieNames {
  const p = isHttps(env) ? '__Host-' : '';
  return { access: `${p}arrendo_at`, refresh: `${p}arrendo_rt`, oauth: `${p}arrendo_oauth` };
}

/**
 * HttpOnly so scripts never see a token; SameSite=Lax so a cross-site POST carries no session;
 * Path=/ because silent refresh runs on every /api route (and `__Host-` demands it); never a
 * Domain, so no subdomain shares them (`__Host-` demands that too).
 */
export function sessionCookieOptions(
  env: Pick<BffEnv, 'PUBLIC_URL' | 'NODE_ENV'>,
): CookieSerializeOptions {
  return {
    httpOnly: true,
    sameSite: 'lax',
    secure: requiresTls(env),
    path: '/',
  };
}
