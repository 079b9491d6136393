import fp from 'fastify-plugin';
import { FastifyOtelInstrumentation } from '@fastify/otel';

/**
 * Request and hook spans. The tracer provider is the global one `initTelemetry` (kit) installs in
 * server.ts; without it (tests) the spans are no-ops.
 */
export default fp(
  async (app) => {
    if (app.config.OTEL_SDK_DISABLED) return;
    const instrumentation = new FastifyOtelInstrumentation({ ignorePaths: '/api/health' });
    await app.register(instrumentation.plugin());
  },
  { name: 'otel' },
);
