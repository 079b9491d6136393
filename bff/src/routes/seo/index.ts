import type { FastifyInstance, FastifyPluginAsync, FastifyReply } from 'fastify';
import { ANONYMOUS, ListingRpc, PUBLISHED_INDEX_PAGE_MAX } from '@arrendo/contracts';
import { renderRobots } from '../../seo/robots.js';
import {
  buildSitemap,
  buildSitemapFile,
  renderSitemap,
  type ListPublishedPage,
  type SitemapDocument,
  type SitemapSection,
} from '../../seo/sitemap.js';

/** Crawlers come back daily at most; an hour keeps a burst of them off the listing service. */
export const SITEMAP_CACHE = 'public, max-age=3600';
export const ROBOTS_CACHE = 'public, max-age=3600';
const UNAVAILABLE_RETRY_SECONDS = 120;

const FILE = /^(pages|listings|hosts)-([1-9]\d{0,5})\.xml$/;

function listPublishedPage(app: FastifyInstance): ListPublishedPage {
  return (after) =>
    app.services.call(
      ListingRpc.listPublished,
      { limit: PUBLISHED_INDEX_PAGE_MAX, ...(after ? { after } : {}) },
      { actor: ANONYMOUS, timeoutMs: app.config.RPC_TIMEOUT_MS },
    );
}

/**
 * The sitemap is whole or absent: when the listing service fails on any page the answer is a
 * 503 that crawlers retry later, never a shorter list that would read as "these were removed".
 */
async function sendSitemap(
  app: FastifyInstance,
  reply: FastifyReply,
  build: () => Promise<SitemapDocument | null>,
) {
  let doc: SitemapDocument | null;
  try {
    doc = await build();
  } catch (error) {
    app.log.warn({ err: error }, 'sitemap: the listing service did not answer');
    return reply
      .code(503)
      .header('cache-control', 'no-store')
      .header('retry-after', String(UNAVAILABLE_RETRY_SECONDS))
      .type('text/plain; charset=utf-8')
      .send('The sitemap is unavailable right now; try again later.\n');
  }
  if (!doc) {
    return reply
      .code(404)
      .header('cache-control', 'no-store')
      .type('text/plain; charset=utf-8')
      .send('Not found\n');
  }
  return reply
    .header('cache-control', SITEMAP_CACHE)
    .type('application/xml; charset=utf-8')
    .send(renderSitemap(doc));
}

/** /robots.txt, /sitemap.xml and, past 50 000 URLs, the sitemap's section files. */
const seoRoutes: FastifyPluginAsync = async (app) => {
  const options = () => ({
    publicUrl: app.config.PUBLIC_URL,
    maxUrls: app.config.SITEMAP_URLS_PER_FILE,
  });

  app.get('/robots.txt', async (_request, reply) =>
    reply
      .header('cache-control', ROBOTS_CACHE)
      .type('text/plain; charset=utf-8')
      .send(renderRobots(app.config.PUBLIC_URL)),
  );

  app.get('/sitemap.xml', async (_request, reply) =>
    sendSitemap(app, reply, () => buildSitemap(listPublishedPage(app), options())),
  );

  app.get<{ Params: { file: string } }>('/sitemaps/:file', async (request, reply) => {
    const match = FILE.exec(request.params.file);
    if (!match) {
      return reply
        .code(404)
        .header('cache-control', 'no-store')
        .type('text/plain; charset=utf-8')
        .send('Not found\n');
    }
    const section = match[1] as SitemapSection;
    const n = Number(match[2]);
    return sendSitemap(app, reply, () =>
      buildSitemapFile(listPublishedPage(app), section, n, options()),
    );
  });
};

export default seoRoutes;
