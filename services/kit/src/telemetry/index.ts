import { NodeSDK } from '@opentelemetry/sdk-node';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { BatchSpanProcessor, type SpanProcessor } from '@opentelemetry/sdk-trace-base';
import { resourceFromAttributes } from '@opentelemetry/resources';
import { ATTR_SERVICE_NAME } from '@opentelemetry/semantic-conventions';

export * from './propagation.js';
export * from './spans.js';
export * from './trace-ids.js';

export interface TelemetryOptions {
  serviceName: string;
  /** OTLP/HTTP endpoint (e.g. http://jaeger:4318). Without it spans still get ids for the logs. */
  endpoint?: string | undefined;
  disabled?: boolean;
}

let sdk: NodeSDK | undefined;

/** Keeps spans recording (real ids for logs and propagation) without exporting them. */
const recordOnly: SpanProcessor = {
  onStart: () => undefined,
  onEnd: () => undefined,
  forceFlush: async () => undefined,
  shutdown: async () => undefined,
};

/**
 * Starts tracing once per process. With an endpoint, spans are exported over OTLP; without
 * one, spans are still created so trace ids appear in logs and travel in NATS headers.
 */
export function initTelemetry({
  serviceName,
  endpoint,
  disabled,
}: TelemetryOptions): () => Promise<void> {
  if (disabled || sdk) return async () => undefined;
  const spanProcessors = endpoint
    ? [
        new BatchSpanProcessor(
          new OTLPTraceExporter({ url: `${endpoint.replace(/\/$/, '')}/v1/traces` }),
        ),
      ]
    : [recordOnly];
  sdk = new NodeSDK({
    resource: resourceFromAttributes({ [ATTR_SERVICE_NAME]: serviceName }),
    spanProcessors,
    instrumentations: [],
    metricReaders: [],
    logRecordProcessors: [],
  });
  sdk.start();
  return async () => {
    const current = sdk;
    sdk = undefined;
    await current?.shutdown();
  };
}
