import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { createLogger } from '@arrendo/kit';
import type { BffEnv } from './env.js';
import './types.js';
import { fastifyTrustProxy } from './lib/trust-proxy.js';
import otel from './plugins/external/otel.js';
import helmet from './plugins/external/helmet.js';
import compress from './plugins/external/compress.js';
import cookie from './plugins/external/cookie.js';
import nats from './plugins/external/nats.js';
import redis from './plugins/external/redis.js';
import staticFiles from './plugins/external/static.js';
import errors from './plugins/app/errors.js';
import rateLimit from './plugins/external/rate-limit.js';
import services from './plugins/app/services.js';
import csrf from './plugins/app/csrf.js';
import sessionState from './plugins/app/session-state.js';
import authenticate from './plugins/app/authenticate.js';
import privateResponses from './plugins/app/private-responses.js';
import apiRoutes from './routes/api/index.js';

export interface BuildAppOptions {
  /** Timeouts belong to the listening server (server.ts); `inject` ignores them. */
  connectionTimeoutMs?: number;
  requestTimeoutMs?: number;
}

/** Builds the instance without listening: server.ts listens, tests call `inject`. */
export async function buildApp(
  env: BffEnv,
  options: BuildAppOptions = {},
): Promise<FastifyInstance> {
  const app = Fastify({
    loggerInstance: createLogger({ name: 'bff', level: env.LOG_LEVEL }),
    trustProxy: fastifyTrustProxy(env.TRUST_PROXY),
    connectionTimeout: options.connectionTimeoutMs ?? 0,
    requestTimeout: options.requestTimeoutMs ?? 0,
    bodyLimit: 1024 * 1024,
    requestIdHeader: 'x-request-id',
    genReqId: () => randomUUID(),
    routerOptions: { ignoreTrailingSlash: true },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', env);

  // POSTs such as /api/auth/logout carry no body; clients that still send
  // `content-type: application/json` must not get a 400 for it. Non-empty bodies keep the default
  // parser (prototype-poisoning protection included).
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') return done(null, undefined);
    parseJson(request, text, done);
  });

  // Load order as in fastify/demo: instrumentation → external → app decorators → routes.
  await app.register(otel);
  await app.register(errors);
  await app.register(helmet);
  await app.register(compress);
  await app.register(cookie);
  await app.register(nats);
  await app.register(redis);
  await app.register(rateLimit);
  await app.register(csrf);
  await app.register(services);
  await app.register(sessionState);
  await app.register(authenticate);
  await app.register(privateResponses);
  await app.register(apiRoutes, { prefix: '/api' });
  await app.register(staticFiles);

  return app as unknown as FastifyInstance;
}
