import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { createLogger, type LoggerOptions } from '@arrendo/kit';
import type { BffEnv } from './env.js';
import './types.js';
import { fastifyTrustProxy } from './lib/trust-proxy.js';
import otel from './plugins/external/otel.js';
import traceId from './plugins/app/trace-id.js';
import metrics from './plugins/app/metrics.js';
import helmet from './plugins/external/helmet.js';
import compress from './plugins/external/compress.js';
import cookie from './plugins/external/cookie.js';
import nats from './plugins/external/nats.js';
import redis from './plugins/external/redis.js';
import staticFiles from './plugins/external/static.js';
import errors, { answerFrameworkError } from './plugins/app/errors.js';
import requestLimits from './plugins/app/request-limits.js';
import cacheControl from './plugins/app/cache-control.js';
import { createClientErrorHandler } from './lib/client-errors.js';
import rateLimit from './plugins/external/rate-limit.js';
import services from './plugins/app/services.js';
import csrf from './plugins/app/csrf.js';
import sessionState from './plugins/app/session-state.js';
import authenticate from './plugins/app/authenticate.js';
import adminGuard from './plugins/app/admin-guard.js';
import apiDocs from './plugins/app/api-docs.js';
import queueBoard from './plugins/app/queue-board.js';
import apiRoutes from './routes/api/index.js';
import webhookRoutes from './routes/webhooks/index.js';
import calendarFeedRoutes from './routes/calendar-feeds/index.js';
import seoRoutes from './routes/seo/index.js';

export interface BuildAppOptions {
  /** Timeouts belong to the listening server (server.ts); `inject` ignores them. */
  connectionTimeoutMs?: number;
  requestTimeoutMs?: number;
  /** Sees every route as it is added (e.g. so a test can reach all of them). */
  onRoute?: (route: RouteOptions) => void;
  /** Where log lines go instead of stdout (a test reads them). */
  logDestination?: LoggerOptions['destination'];
}

/** Builds the instance without listening: server.ts listens, tests call `inject`. */
export async function buildApp(
  env: BffEnv,
  options: BuildAppOptions = {},
): Promise<FastifyInstance> {
  const app = Fastify({
    loggerInstance: createLogger({
      name: 'bff',
      level: env.LOG_LEVEL,
      ...(options.logDestination ? { destination: options.logDestination } : {}),
    }),
    trustProxy: fastifyTrustProxy(env.TRUST_PROXY),
    connectionTimeout: options.connectionTimeoutMs ?? 0,
    requestTimeout: options.requestTimeoutMs ?? 0,
    bodyLimit: env.HTTP_BODY_LIMIT_BYTES,
    // Node refuses a larger request line plus headers before Fastify sees it; the client-error
    // handler then answers 431 (or 414) in the API's JSON error shape.
    http: { maxHeaderSize: env.HTTP_MAX_HEADER_BYTES },
    clientErrorHandler: createClientErrorHandler(env.HTTP_MAX_URL_LENGTH),
    // A URL the router cannot decode (bad percent-encoding, an overlong parameter) fails before
    // any route or error handler: answer it in the API's error shape too.
    frameworkErrors: answerFrameworkError,
    requestIdHeader: 'x-request-id',
    genReqId: () => randomUUID(),
    routerOptions: { ignoreTrailingSlash: true },
  }).withTypeProvider<ZodTypeProvider>();
  if (options.onRoute) app.addHook('onRoute', options.onRoute);

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', env);

  // POSTs such as /api/auth/logout carry no body; clients that still send
  // `content-type: application/json` must not get a 400 for it. Non-empty bodies keep the default
  // parser (prototype-poisoning protection included).
  // The API speaks JSON only: without Fastify's default text/plain parser, any other body
  // type answers 415 before a route sees it. A route that needs another type (Apple's form_post
  // callback, a provider's webhook) registers its own parser in its own scope.
  app.removeContentTypeParser('text/plain');
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') return done(null, undefined);
    parseJson(request, text, done);
  });

  // Load order as in fastify/demo: instrumentation → external → app decorators → routes.
  await app.register(otel);
  // After otel (its span gives the id), before compress (whose onSend streams the body).
  await app.register(traceId);
  await app.register(metrics);
  await app.register(errors);
  await app.register(helmet);
  await app.register(requestLimits);
  await app.register(compress);
  await app.register(cookie);
  await app.register(nats);
  await app.register(redis);
  await app.register(rateLimit);
  await app.register(csrf);
  await app.register(services);
  await app.register(sessionState);
  await app.register(authenticate);
  await app.register(cacheControl);
  // Before any route: the guard and the OpenAPI document both see routes as they are declared.
  await app.register(adminGuard);
  await app.register(apiDocs);
  await app.register(apiRoutes, { prefix: '/api' });
  // Outside /api: providers post without a session or the CSRF header (signatures instead).
  await app.register(webhookRoutes, { prefix: '/webhooks' });
  await app.register(calendarFeedRoutes, { prefix: '/calendar' });
  // The admins' queue board: the BFF answers /admin/queues itself, never the SPA.
  await app.register(queueBoard);
  // Crawlers' files at the root; before the static plugin, whose wildcard answers the rest.
  await app.register(seoRoutes);
  await app.register(staticFiles);

  return app as unknown as FastifyInstance;
}
