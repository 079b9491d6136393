import { isSpanContextValid, trace, type Span } from '@opentelemetry/api';

/** A span's trace id, or undefined for a no-op span (telemetry off). */
export function traceIdOf(span: Span | undefined): string | undefined {
  if (!span) return undefined;
  const spanContext = span.spanContext();
  return isSpanContextValid(spanContext) ? spanContext.traceId : undefined;
}

/**
 * The log fields of the active span (`trace_id`, `span_id`), empty outside one: pino's `mixin`,
 * so every line, the BFF's included, leads to its trace.
 */
export function activeTraceIds(): { trace_id?: string; span_id?: string } {
  const span = trace.getActiveSpan();
  if (!span) return {};
  const spanContext = span.spanContext();
  if (!isSpanContextValid(spanContext)) return {};
  return { trace_id: spanContext.traceId, span_id: spanContext.spanId };
}
