import { mkdirSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ANONYMOUS, AppError, ListingRpc, Uuid } from '@arrendo/contracts';
import { cookieNames } from '../../lib/cookies.js';
import { visibleHostProfile, type Ask } from '../../lib/host-visibility.js';
import { cachedFile } from '../../seo/index-html.js';
import { allowScript, createFirstScreens } from '../../seo/first-screen.js';
import { injectHeadTags } from '../../seo/meta-tags.js';
import {
  defaultSharePage,
  hostSharePage,
  propertySharePage,
  shareHeadTags,
  shareLocale,
  type ShareLocale,
  type SharePage,
} from '../../seo/share-meta.js';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const MEDIA_CACHE = 'public, max-age=31536000';
const MANIFEST_TYPE = 'application/manifest+json';

export const WEB_NOT_BUILT_MESSAGE =
  'The web app has not been built yet. Run `pnpm --filter @arrendo/web build` and reload this page.\n';

/**
 * An uploaded photo's rendition (`listings/<id>/<photoId>/<width>.webp`): its key is new for
 * every upload and never rewritten, so browsers may keep it without asking again.
 */
const UPLOADED_RENDITION = /^listings\/[0-9a-f-]{36}\/[0-9a-f-]{36}\/\d+\.webp$/;

export function isUploadedRendition(relativePath: string): boolean {
  return UPLOADED_RENDITION.test(relativePath);
}

function isApiPath(url: string): boolean {
  return url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');
}

function acceptsHtml(request: FastifyRequest): boolean {
  return (request.headers.accept ?? '').includes('text/html');
}

/** How long a link preview waits for the listing or the host before it gets the default tags. */
export const SHARE_META_TIMEOUT_MS = 800;

/** The pages a link preview describes on its own: a listing and a host profile. */
const SHARE_PATH = /^\/(property|host)\/([^/?#]+)\/?$/;

/**
 * Link-preview robots (WhatsApp, Facebook, Slack, X) accept any type or send no Accept at all,
 * so these page addresses answer HTML to them too; any other unknown path stays a 404 for them.
 */
function acceptsAnything(request: FastifyRequest): boolean {
  const accept = request.headers.accept;
  return accept === undefined || accept.trim() === '' || accept.includes('*/*');
}

/**
 * The page's own preview, read as a signed-out visitor (a draft stays private: its host's
 * session does not count here; a user who hosts nothing has no public page), or null when it
 * cannot be had (unknown, not public, a service down or slow): the caller then serves the
 * defaults.
 */
async function sharePageOf(
  app: FastifyInstance,
  request: FastifyRequest,
  kind: string,
  id: string,
  locale: ShareLocale,
): Promise<SharePage | null> {
  const options = {
    actor: { ...ANONYMOUS, ip: request.ip.slice(0, 64), locale },
    timeoutMs: SHARE_META_TIMEOUT_MS,
  };
  try {
    if (kind === 'property') {
      const property = await app.services.call(ListingRpc.getProperty, { id }, options);
      return property.status === 'published' ? propertySharePage(property, locale) : null;
    }
    const ask: Ask = (definition, data) => app.services.call(definition, data, options);
    const { host } = await visibleHostProfile(ask, options.actor, id);
    return hostSharePage(host, locale);
  } catch (error) {
    if (!(AppError.isAppError(error) && error.code === 'NOT_FOUND')) {
      request.log.warn({ err: error, kind, id }, 'link preview: default tags served');
    }
    return null;
  }
}

/**
 * Serves web/dist (Vite puts content-hashed files under /assets/, so they never change) and
 * uploaded media, and falls back to index.html for client-side routes: the SPA draws its own
 * not-found page, and the fallback answers 404 where the app's router says so.
 */
export default fp(
  async (app) => {
    const webRoot = app.config.WEB_DIST_DIR;
    const mediaRoot = app.config.MEDIA_DIR;
    mkdirSync(mediaRoot, { recursive: true });
    const indexHtml = cachedFile(join(webRoot, 'index.html'));
    const firstScreens = createFirstScreens(app, {
      entryPath: app.config.WEB_FIRST_SCREEN_ENTRY,
      timeoutMs: app.config.FIRST_SCREEN_TIMEOUT_MS,
      maxConcurrent: app.config.FIRST_SCREEN_MAX_CONCURRENT,
      accessCookie: cookieNames(app.config).access,
    });

    await app.register(fastifyStatic, {
      root: webRoot,
      prefix: '/',
      wildcard: true,
      // `/` is a page like any other: its route below gives it the head tags.
      index: false,
      cacheControl: false,
      // assets/*.br and *.gz from the build (web/build/precompress.ts): Brotli 11 rather than
      // compression on each request.
      preCompressed: true,
      // Nothing the app loads starts with a dot; dist/.vite/manifest.json (the build's module
      // graph, read by web/.size-limit.ts) names source files and library versions.
      dotfiles: 'ignore',
      // The dist folder may appear after the BFF starts (a build in another terminal).
      setHeaders: (reply, path) => {
        const rel = relative(webRoot, path).split(sep).join('/');
        reply.header('cache-control', rel.startsWith('assets/') ? IMMUTABLE : 'no-cache');
        // The service worker controls the whole origin, and is checked for updates on every visit.
        if (rel === 'sw.js') reply.header('service-worker-allowed', '/');
        if (rel.endsWith('.webmanifest')) reply.header('content-type', MANIFEST_TYPE);
      },
    });

    await app.register(fastifyStatic, {
      root: mediaRoot,
      prefix: '/media/',
      decorateReply: false,
      cacheControl: false,
      setHeaders: (reply, path) => {
        const rel = relative(mediaRoot, path).split(sep).join('/');
        reply.header('cache-control', isUploadedRendition(rel) ? IMMUTABLE : MEDIA_CACHE);
      },
    });

    /**
     * The SPA draws every page, its own not-found page included. A page answers with the app's
     * HTML and the status the app's router gives it (404 for an address or an id that does not
     * exist, decisions.md "Shell and content"); a listing or host page carries its own preview
     * tags, any other the defaults.
     */
    async function servePage(request: FastifyRequest, reply: FastifyReply, wantsHtml: boolean) {
      const html = await indexHtml();
      if (html === null) {
        return reply.code(503).type('text/plain; charset=utf-8').send(WEB_NOT_BUILT_MESSAGE);
      }
      const pathname = request.url.split('?')[0] ?? '';
      const share = SHARE_PATH.exec(pathname);
      const id = share?.[2];
      const sharePath = share !== null && Uuid.safeParse(id).success;
      const isPage = wantsHtml || (sharePath && acceptsAnything(request));
      if ((request.method !== 'GET' && request.method !== 'HEAD') || !isPage) {
        return reply.code(404).type('text/plain; charset=utf-8').send('Not found\n');
      }
      const locale = shareLocale(request);
      const page =
        (sharePath && share && id
          ? await sharePageOf(app, request, share[1] ?? '', id, locale)
          : null) ?? defaultSharePage(locale);
      const withHead = injectHeadTags(html, shareHeadTags(page, locale, app.config.PUBLIC_URL));
      // The home always exists; any other page is asked of the app's router.
      const status = pathname === '/' ? 200 : await firstScreens.status(request, locale);
      reply
        .code(status === 404 ? 404 : 200)
        .header('cache-control', 'no-cache')
        .header('vary', 'Accept, Accept-Language, Cookie, User-Agent')
        .type('text/html; charset=utf-8');
      // The home and a listing's page; a listing that has no preview (unknown, not public) has
      // no first screen either.
      const drawn =
        status !== 404 &&
        request.method === 'GET' &&
        wantsHtml &&
        (pathname === '/' || (share?.[1] === 'property' && sharePath && page.path))
          ? await firstScreens.page(request, locale, withHead)
          : null;
      if (drawn === null) return reply.send(withHead);
      const csp = reply.getHeader('content-security-policy');
      if (typeof csp === 'string') {
        reply.header('content-security-policy', allowScript(csp, drawn.scriptSource));
      }
      return reply.send(drawn.html);
    }

    // The home page is a page whatever the client accepts (the static plugin's `index` is off).
    app.get('/', async (request, reply) => servePage(request, reply, true));

    app.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) => {
      const path = request.url;
      if (isApiPath(path)) {
        throw new AppError('NOT_FOUND', `No API route for ${request.method} ${path.split('?')[0]}`);
      }
      if (path.startsWith('/media/')) {
        return reply.code(404).type('text/plain; charset=utf-8').send('Not found\n');
      }
      return servePage(request, reply, acceptsHtml(request));
    });
  },
  { name: 'static', dependencies: ['errors'] },
);
