import {
  context,
  SpanKind,
  SpanStatusCode,
  trace,
  type Context,
  type Span,
} from '@opentelemetry/api';

const tracer = () => trace.getTracer('@arrendo/kit');

export interface SpanOptions {
  kind?: SpanKind;
  attributes?: Record<string, string | number | boolean>;
  parent?: Context;
}

/** Runs `fn` inside a span, recording errors; the one helper every module uses. */
export async function withSpan<T>(
  name: string,
  options: SpanOptions,
  fn: (span: Span) => Promise<T>,
): Promise<T> {
  const parent = options.parent ?? context.active();
  return tracer().startActiveSpan(
    name,
    {
      kind: options.kind ?? SpanKind.INTERNAL,
      ...(options.attributes ? { attributes: options.attributes } : {}),
    },
    parent,
    async (span) => {
      try {
        return await fn(span);
      } catch (error) {
        span.recordException(error as Error);
        span.setStatus({ code: SpanStatusCode.ERROR, message: (error as Error).message });
        throw error;
      } finally {
        span.end();
      }
    },
  );
}

/** A finished span for work that already happened (e.g. a SQL query reported by Kysely). */
export function recordSpan(
  name: string,
  durationMs: number,
  attributes: Record<string, string | number>,
  failed = false,
): void {
  const end = Date.now();
  const span = tracer().startSpan(name, {
    kind: SpanKind.CLIENT,
    attributes,
    startTime: end - durationMs,
  });
  if (failed) span.setStatus({ code: SpanStatusCode.ERROR });
  span.end(end);
}

export { SpanKind };
