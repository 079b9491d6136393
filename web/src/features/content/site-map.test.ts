// @vitest-environment node
import { describe, expect, it } from 'vitest';
import routeTreeSource from '@/routeTree.gen.ts?raw';
import enSitemap from '@/i18n/locales/en/sitemap.json';
import esSitemap from '@/i18n/locales/es/sitemap.json';
import { SITE_MAP, routeOfPath } from './site-map';

/** The app's routes as the generated tree lists them (`fullPaths`), trailing slashes dropped. */
function generatedRoutes(): Set<string> {
  const block = /fullPaths:([\s\S]*?)\n\s*fileRoutesByTo/.exec(routeTreeSource)?.[1] ?? '';
  return new Set([...block.matchAll(/'([^']+)'/g)].map((m) => routeOfPath(m[1] ?? '')));
}

// Routes other engineers are adding in parallel (help centre, contact and feedback, legal pages,
// information pages part A). The merger removes this list once their branches are merged, so
// the test then checks every site-map path against the real route tree.
const EXPECTED_FROM_OTHER_BRANCHES = new Set([
  '/help',
  '/help/topics',
  '/help/account',
  '/help/bookings',
  '/help/payments',
  '/help/safety',
  '/help/communication',
  '/help/getting-started',
  '/help/reservation',
  '/help/aircover',
  '/help/hosting',
  '/help/cancel-reservation',
  '/help/change-experience',
  '/help/host-cancellation',
  '/help/payment-methods',
  '/help/manage-payment',
  '/help/payment-timing',
  '/help/community',
  '/contact',
  '/feedback',
  '/privacy',
  '/terms',
  '/aircover',
  '/disability-support',
  '/cancellation-options',
  '/covid-response',
  '/report-concern',
  '/disaster-relief',
  '/combating-discrimination',
  '/community',
  '/emergency',
  '/become-a-host',
]);

const allLinks = SITE_MAP.flatMap((group) => group.links);

describe('site map', () => {
  it('links only to routes of the app', () => {
    const routes = generatedRoutes();
    expect(routes.has('/sitemap')).toBe(true);
    const unknown = allLinks
      .map((link) => routeOfPath(link.path))
      .filter((route) => !routes.has(route) && !EXPECTED_FROM_OTHER_BRANCHES.has(route));
    expect(unknown).toEqual([]);
  });

  it('lists each page once, under a unique key', () => {
    const keys = allLinks.map((link) => link.key);
    expect(new Set(keys).size).toBe(keys.length);
    const paths = allLinks.map((link) => link.path);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('has a label in both languages for every group and link', () => {
    for (const catalogue of [enSitemap, esSitemap]) {
      const groups: Record<string, string> = catalogue.groups;
      const links: Record<string, string> = catalogue.links;
      for (const group of SITE_MAP) expect(groups[group.id], group.id).toBeTruthy();
      for (const link of allLinks) expect(links[link.key], link.key).toBeTruthy();
      expect(Object.keys(links).sort()).toEqual(allLinks.map((link) => link.key).sort());
    }
  });

  it('covers the information pages and the signed-in account pages', () => {
    const routes = new Set(allLinks.map((link) => routeOfPath(link.path)));
    for (const path of [
      '/aircover-hosts',
      '/hosting-resources',
      '/community-forum',
      '/hosting-responsibly',
      '/apartments',
      '/hosting-class',
      '/find-cohost',
      '/newsroom',
      '/new-features',
      '/careers',
      '/investors',
      '/gift-cards',
      '/safety',
      '/profile',
      '/bookings',
      '/wishlists',
      '/payments',
      '/account/settings',
      '/manage-listings',
      '/host/bookings',
    ]) {
      expect(routes.has(path), path).toBe(true);
    }
    expect(SITE_MAP.find((group) => group.id === 'account')?.signedIn).toBe(true);
  });

  it('reduces a path to its route', () => {
    expect(routeOfPath('/?type=hour')).toBe('/');
    expect(routeOfPath('/create-listing?type=home')).toBe('/create-listing');
    expect(routeOfPath('/manage-listings/')).toBe('/manage-listings');
  });
});
