import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import { activeTraceIds, traceIdOf } from '@arrendo/kit';

type Span = Parameters<typeof traceIdOf>[0];

/** The header every answer carries: the request's trace id, also in error bodies and logs. */
export const TRACE_ID_HEADER = 'x-trace-id';

/**
 * The request's span as `@fastify/otel` keeps it (the active context is not always the request's
 * by the time an error is answered); without the instrumentation, whatever span is active.
 */
export function requestTraceId(request: FastifyRequest): string | undefined {
  const otel = (request as { opentelemetry?: () => { span?: Span | null } }).opentelemetry;
  const span = typeof otel === 'function' ? otel.call(request).span : undefined;
  return traceIdOf(span ?? undefined) ?? activeTraceIds().trace_id;
}

/**
 * Adds `traceId` to a JSON error body that lacks one. Every error answer goes through here,
 * whoever wrote it (the error handler, a guard, the not-found handler), so none is missed.
 */
export function withTraceId(payload: string, traceId: string): string {
  let body: unknown;
  try {
    body = JSON.parse(payload);
  } catch {
    return payload;
  }
  if (typeof body !== 'object' || body === null) return payload;
  const error = (body as { error?: unknown }).error;
  if (typeof error !== 'object' || error === null || Array.isArray(error)) return payload;
  if ('traceId' in error) return payload;
  return JSON.stringify({ ...body, error: { ...error, traceId } });
}

/**
 * So support can find a user's failing request: the trace id goes out in `x-trace-id` on every
 * answer and as `error.traceId` in every JSON error body; the same id is `trace_id` on the
 * request's log lines (the kit logger's mixin) and the trace's id in Jaeger. Registered before
 * compression, whose onSend turns the body into a stream.
 */
export default fp(
  async (app) => {
    // Read once the request span exists: @fastify/otel ends and forgets it in its own onSend.
    const ids = new WeakMap<FastifyRequest, string>();
    app.addHook('onRequest', async (request, reply) => {
      const traceId = requestTraceId(request);
      if (!traceId) return;
      ids.set(request, traceId);
      reply.header(TRACE_ID_HEADER, traceId);
    });
    app.addHook('onSend', async (request, reply, payload) => {
      if (reply.statusCode < 400 || typeof payload !== 'string') return payload;
      const type = reply.getHeader('content-type');
      if (typeof type !== 'string' || !type.includes('json')) return payload;
      const traceId = ids.get(request) ?? requestTraceId(request);
      return traceId ? withTraceId(payload, traceId) : payload;
    });
  },
  { name: 'trace-id' },
);
