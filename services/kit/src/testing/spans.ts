import { context, propagation, trace } from '@opentelemetry/api';
import { node, tracing } from '@opentelemetry/sdk-node';

export interface CapturedSpans {
  exporter: tracing.InMemorySpanExporter;
  /** Every span ended so far. */
  finished(): tracing.ReadableSpan[];
  /** Waits until `predicate` holds over the finished spans (spans end after replies). */
  waitFor(
    predicate: (spans: tracing.ReadableSpan[]) => boolean,
    timeoutMs?: number,
  ): Promise<tracing.ReadableSpan[]>;
  stop(): Promise<void>;
}

/**
 * Records this process's spans in memory, registered globally with the same context manager
 * (AsyncLocalStorage) and W3C propagator the real SDK uses. Call it before starting the BFF and
 * the services: integration tests run with `OTEL_SDK_DISABLED=true`, which keeps `initTelemetry`
 * from installing (and replacing) a provider, so this one is what every tracer reaches.
 */
export function captureSpans(): CapturedSpans {
  const exporter = new tracing.InMemorySpanExporter();
  const provider = new node.NodeTracerProvider({
    spanProcessors: [new tracing.SimpleSpanProcessor(exporter)],
  });
  provider.register();
  const finished = () => exporter.getFinishedSpans();
  return {
    exporter,
    finished,
    async waitFor(predicate, timeoutMs = 10_000) {
      const until = Date.now() + timeoutMs;
      while (!predicate(finished())) {
        if (Date.now() > until) {
          const names = finished().map((s) => s.name);
          throw new Error(`spans never matched; finished: ${names.join(', ')}`);
        }
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      return finished();
    },
    async stop() {
      await provider.shutdown();
      // Lets a later file in the same worker register its own provider.
      trace.disable();
      context.disable();
      propagation.disable();
    },
  };
}
