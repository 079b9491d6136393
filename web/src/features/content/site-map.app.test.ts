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

function matchesParamRoute(routes: Set<string>, path: string): boolean {
  return [...routes]
    .filter((route) => route.includes('$'))
    .some((route) => new RegExp(`^${route.replace(/\$[A-Za-z]+/g, '[^/]+')}$`).test(path));
}

const allLinks = SITE_MAP.flatMap((group) => group.links);

describe('site map', () => {
  it('links only to routes of the app', () => {
    const routes = generatedRoutes();
    expect(routes.has('/sitemap')).toBe(true);
    const unknown = allLinks
      .map((link) => routeOfPath(link.path))
      // `/help/$slug` serves every help category and article.
      .filter((route) => !routes.has(route) && !matchesParamRoute(routes, route));
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
      '/host/dashboard',
      '/host/calendar',
      '/host/bookings',
      '/payment-setup',
      '/stripe-setup',
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
