import { absoluteUrl } from './escape.js';

/**
 * What crawlers are asked to leave alone: the API, sign-in-only and transactional pages, and the
 * operator status page (with the spec's old address, which redirects to it).
 */
export const DISALLOWED_PATHS: readonly string[] = [
  '/api/',
  '/admin',
  '/checkout',
  '/pay/',
  '/bookings',
  '/payments',
  '/profile',
  '/account',
  '/wishlists',
  '/manage-listings',
  '/create-listing',
  '/edit-listing',
  '/host/bookings',
  '/host/dashboard',
  '/host/calendar',
  '/host/performance',
  '/payment-setup',
  '/stripe-setup',
  '/messages',
  '/notifications',
  // Listings' secret iCal feeds.
  '/calendar/',
  '/contact',
  '/status',
  '/backend-test',
];

/** Every crawler may read the public pages; the API and private pages are off limits. */
export function renderRobots(publicUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...DISALLOWED_PATHS.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${absoluteUrl(publicUrl, '/sitemap.xml')}`,
    '',
  ].join('\n');
}
