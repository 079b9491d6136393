import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance, RouteOptions } from 'fastify';
import SwaggerParser from '@apidevtools/swagger-parser';
import { uniquePrefix } from '@arrendo/kit/testing';
import { buildTestApp } from './helper.js';

interface Media {
  example?: unknown;
  examples?: Record<string, unknown>;
  schema?: { example?: unknown; examples?: unknown[] };
}
interface Parameter extends Media {
  name: string;
  in: string;
}
interface Operation {
  summary?: string;
  tags?: string[];
  parameters?: Parameter[];
  requestBody?: { content: Record<string, Media> };
  responses: Record<string, { content?: Record<string, Media> }>;
}
interface Document {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
}

/** Routes on /api that are not part of the public contract: the probes and the docs. */
const isInternal = (url: string) => /^\/api\/(health|docs)(\/|$)/.test(url);

const hasExample = (media: Media | undefined) =>
  media !== undefined &&
  (media.example !== undefined ||
    Object.keys(media.examples ?? {}).length > 0 ||
    media.schema?.example !== undefined ||
    (media.schema?.examples?.length ?? 0) > 0);

/**
 * The OpenAPI document at /api/docs/json against the routes the app really registers: valid
 * OpenAPI, every /api route in it (and nothing else), each with a summary, a tag and examples.
 */
describe('OpenAPI document', () => {
  const routes: RouteOptions[] = [];
  let app: FastifyInstance;
  let doc: Document;

  beforeAll(async () => {
    app = await buildTestApp(
      { NATS_SUBJECT_PREFIX: uniquePrefix(), WEB_DIST_DIR: '/nonexistent/web/dist' },
      { onRoute: (route) => routes.push(route) },
    );
    const res = await app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode, res.body).toBe(200);
    doc = res.json();
  });

  afterAll(async () => {
    await app?.close();
  });

  it('is a valid OpenAPI 3.1 document', async () => {
    expect(doc.openapi).toBe('3.1.0');
    // validate() dereferences in place: give it a copy.
    await expect(SwaggerParser.validate(structuredClone(doc) as never)).resolves.toBeTruthy();
  });

  it('lists every /api route the app registers, and only those', () => {
    const registered = new Set<string>();
    for (const route of routes) {
      if (!route.url.startsWith('/api/') || isInternal(route.url)) continue;
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      const path = route.url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
      for (const method of methods) if (method !== 'HEAD') registered.add(`${method} ${path}`);
    }
    const documented = new Set<string>();
    for (const [path, item] of Object.entries(doc.paths)) {
      for (const method of Object.keys(item)) documented.add(`${method.toUpperCase()} ${path}`);
    }
    expect(registered.size).toBeGreaterThan(100);
    expect([...documented].sort()).toEqual([...registered].sort());
  });

  it('gives every operation a summary, a tag and an example of everything it takes and returns', () => {
    const missing: string[] = [];
    for (const [path, item] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(item)) {
        const where = `${method.toUpperCase()} ${path}`;
        if (!op.summary) missing.push(`${where}: summary`);
        if (!op.tags?.length) missing.push(`${where}: tag`);
        let examples = 0;
        for (const [type, media] of Object.entries(op.requestBody?.content ?? {})) {
          if (hasExample(media)) examples++;
          else missing.push(`${where}: body example (${type})`);
        }
        for (const parameter of op.parameters ?? []) {
          if (hasExample(parameter)) examples++;
          else missing.push(`${where}: example for ${parameter.in} ${parameter.name}`);
        }
        let empty = false;
        for (const [status, response] of Object.entries(op.responses)) {
          if (!status.startsWith('2')) continue;
          if (status === '204') empty = true;
          for (const [type, media] of Object.entries(response.content ?? {})) {
            if (hasExample(media)) examples++;
            else missing.push(`${where}: ${status} example (${type})`);
          }
        }
        // Only an operation that takes nothing and answers nothing has no example to give.
        if (examples === 0 && !empty) missing.push(`${where}: no example at all`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('hides what is not the public API: probes, webhooks, pages and the queue board', () => {
    const paths = Object.keys(doc.paths);
    expect(paths.filter((p) => !p.startsWith('/api/'))).toEqual([]);
    expect(paths.filter((p) => p.startsWith('/api/health') || p.startsWith('/api/docs'))).toEqual(
      [],
    );
    // Admin routes are listed (they refuse anyone without the role).
    expect(paths).toContain('/api/admin/users');
  });

  it('serves Swagger UI under the site-wide CSP, with its own scripts', async () => {
    const page = await app.inject({
      method: 'GET',
      url: '/api/docs',
      headers: { accept: 'text/html' },
    });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('unsafe-eval');
    const scripts = [...page.body.matchAll(/<script src="([^"]+)"/g)].map((m) => m[1] ?? '');
    expect(scripts.length).toBeGreaterThan(0);
    for (const src of scripts) {
      const url = new URL(src, 'http://localhost/api/docs').pathname;
      const script = await app.inject({ method: 'GET', url });
      expect(script.statusCode, url).toBe(200);
      expect(script.headers['content-type'], url).toMatch(/javascript/);
    }
  });
});
