import { describe, expect, it } from 'vitest';
import { PUBLIC_CONTENT_PATHS } from '@arrendo/contracts/public-pages';
import { DISALLOWED_PATHS, renderRobots } from './robots.js';

describe('robots.txt', () => {
  // A crawler reads `Disallow: /x` as "every path starting with /x".
  it('keeps crawlers out of no page the sitemap lists', () => {
    const blocked = PUBLIC_CONTENT_PATHS.filter((path) =>
      DISALLOWED_PATHS.some((prefix) => path.startsWith(prefix)),
    );
    expect(blocked).toEqual([]);
  });

  it('points to the sitemap at the public address', () => {
    const text = renderRobots('https://arrendo.example');
    expect(text).toContain('Disallow: /admin\n');
    expect(text).toContain('Sitemap: https://arrendo.example/sitemap.xml\n');
  });
});
