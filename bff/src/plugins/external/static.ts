import { existsSync, mkdirSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '@arrendo/contracts';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const MEDIA_CACHE = 'public, max-age=31536000';

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

/**
 * Serves web/dist (Vite puts content-hashed files under /assets/, so they never change) and
 * uploaded media, and falls back to index.html for client-side routes: the SPA draws its own
 * not-found page, so the fallback answers 200.
 */
export default fp(
  async (app) => {
    const webRoot = app.config.WEB_DIST_DIR;
    const mediaRoot = app.config.MEDIA_DIR;
    mkdirSync(mediaRoot, { recursive: true });
    const indexFile = join(webRoot, 'index.html');

    await app.register(fastifyStatic, {
      root: webRoot,
      prefix: '/',
      wildcard: true,
      cacheControl: false,
      // assets/*.br and *.gz from the build (web/build/precompress.ts): Brotli 11 rather than
      // compression on each request.
      preCompressed: true,
      // The dist folder may appear after the BFF starts (a build in another terminal).
      setHeaders: (reply, path) => {
        const rel = relative(webRoot, path).split(sep).join('/');
        reply.header('cache-control', rel.startsWith('assets/') ? IMMUTABLE : 'no-cache');
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

    app.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) => {
      const path = request.url;
      if (isApiPath(path)) {
        throw new AppError('NOT_FOUND', `No API route for ${request.method} ${path.split('?')[0]}`);
      }
      if (path.startsWith('/media/')) {
        return reply.code(404).type('text/plain; charset=utf-8').send('Not found\n');
      }
      if (!existsSync(indexFile)) {
        return reply.code(503).type('text/plain; charset=utf-8').send(WEB_NOT_BUILT_MESSAGE);
      }
      if ((request.method === 'GET' || request.method === 'HEAD') && acceptsHtml(request)) {
        return reply.code(200).sendFile('index.html');
      }
      return reply.code(404).type('text/plain; charset=utf-8').send('Not found\n');
    });
  },
  { name: 'static', dependencies: ['errors'] },
);
