import { absoluteUrl } from './escape.js';
import { DISALLOWED_PATHS } from './public-paths.js';

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
