import fp from 'fastify-plugin';
import { Histogram, metricsRegistry, serveProcessMetrics, type Logger } from '@arrendo/kit';

/** Page and API answers, from a millisecond (cached) to the request timeout. */
const HTTP_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];

/**
 * Request rate (`_count`) and latency by route template, method and status. The route is the
 * registered pattern (`/api/listings/:id`), never the URL, so the series stay few; requests no
 * route matched share `unmatched`.
 */
export const httpRequestDuration = new Histogram({
  name: 'http_request_duration_seconds',
  help: 'HTTP requests answered by the BFF, by method, route template and status code.',
  labelNames: ['method', 'route', 'status_code'] as const,
  buckets: HTTP_BUCKETS,
  registers: [metricsRegistry],
});

/**
 * Times every answer, and serves the process's registry at `/metrics` on METRICS_PORT (not the
 * public port: the public app has no such route, so there it is a 404 like any unknown path).
 */
export default fp(
  async (app) => {
    app.addHook('onResponse', async (request, reply) => {
      httpRequestDuration.observe(
        {
          method: request.method,
          route: request.routeOptions.url ?? 'unmatched',
          status_code: String(reply.statusCode),
        },
        reply.elapsedTime / 1000,
      );
    });
    const stop = await serveProcessMetrics({
      port: app.config.METRICS_PORT,
      host: app.config.METRICS_HOST,
      logger: app.log as Logger,
    });
    app.addHook('onClose', stop);
  },
  { name: 'metrics' },
);
