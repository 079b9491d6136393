import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifySchema } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { withExamples, type JsonSchema } from '../../lib/openapi-examples.js';
import { isDocumentedRoute, operationSummary, operationTag } from '../../lib/openapi-operations.js';

export const API_DOCS_PREFIX = '/api/docs';

type Transform = Parameters<typeof jsonSchemaTransform>[0];

function isSchema(value: unknown): value is JsonSchema {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Whether the route's own zod schema accepts a value (unknown schema kinds accept). */
function acceptedBy(schema: unknown): (value: unknown) => boolean {
  if (!(schema instanceof z.ZodType)) return () => true;
  return (value) => schema.safeParse(value).success;
}

/**
 * Examples on the body, the parameters and every success response that has a body. The body's
 * example is one its zod schema accepts where the generator can find one.
 */
function addExamples(schema: Record<string, unknown>, zodBody: unknown): Record<string, unknown> {
  const out = { ...schema };
  if (isSchema(out.body)) out.body = withExamples(out.body, false, acceptedBy(zodBody));
  for (const key of ['params', 'querystring', 'headers'] as const) {
    const value = out[key];
    if (!isSchema(value)) continue;
    // OpenAPI lists parameters by name: an open map (a provider's callback query) has none, and
    // @fastify/swagger would list the schema's own keywords as parameters instead.
    out[key] = isSchema(value.properties)
      ? withExamples(value, true)
      : { type: 'object', properties: {}, description: 'Any parameters, passed on as given.' };
  }
  if (isSchema(out.response)) {
    const responses: Record<string, unknown> = {};
    for (const [status, value] of Object.entries(out.response)) {
      const hasBody = isSchema(value) && value.type !== 'null';
      responses[status] = hasBody && status.startsWith('2') ? withExamples(value) : value;
    }
    out.response = responses;
  }
  return out;
}

/**
 * zod → JSON Schema (fastify-type-provider-zod), then what a reader needs on top: a summary and a
 * tag unless the route names its own, and examples. Anything outside the public API (probes,
 * the docs, webhooks, pages, `/admin/queues`) is hidden.
 */
function transform(input: Transform): { schema: FastifySchema; url: string } {
  const { url, route } = input;
  if (!isDocumentedRoute(url)) return { schema: { hide: true } as FastifySchema, url };
  const converted = jsonSchemaTransform({ ...input, schema: input.schema ?? {} });
  const method = Array.isArray(route.method) ? (route.method[0] ?? 'GET') : route.method;
  const own = (input.schema ?? {}) as Record<string, unknown>;
  const schema = addExamples(
    {
      ...(converted.schema as Record<string, unknown>),
      summary: typeof own.summary === 'string' ? own.summary : operationSummary(method, url),
      tags: Array.isArray(own.tags) ? own.tags : [operationTag(url)],
    },
    own.body,
  );
  return { schema: schema as FastifySchema, url: converted.url };
}

/**
 * OpenAPI 3.1 at /api/docs/json and Swagger UI at /api/docs, public: they describe the API the
 * web app already calls from every browser, and admin routes are listed but refuse anyone without
 * the role. Swagger UI's page loads only its own scripts and styles, so the site-wide CSP holds.
 * Registered before the routes: the document is built from the routes declared after it.
 */
export default fp(
  async (app) => {
    await app.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: 'Arrendo API',
          version: '1.0.0',
          description:
            'The JSON API the Arrendo web app uses. Sessions are HttpOnly cookies set by the ' +
            '/api/auth routes; state-changing requests send `X-Requested-With: arrendo`. ' +
            'Errors are `{error: {code, message, details?}}`.',
        },
        servers: [{ url: app.config.PUBLIC_URL }],
      },
      transform,
    });
    await app.register(swaggerUi, {
      routePrefix: API_DOCS_PREFIX,
      // No call to validator.swagger.io from an admin's browser (and none the CSP would allow).
      uiConfig: { validatorUrl: null, deepLinking: true },
    });
  },
  { name: 'api-docs', dependencies: ['errors'] },
);
