import { collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';

/**
 * One registry per process, served by `serveProcessMetrics`. When several services share a
 * process (integration tests, a single-process deployment) their series land here together,
 * told apart by their labels (`subject`, `service`, `queue`); Prometheus adds `instance`.
 */
export const metricsRegistry = new Registry();

let defaultsCollected = false;

/** Node's own metrics (event loop lag, heap, CPU), once per process. */
export function collectProcessMetrics(): void {
  if (defaultsCollected) return;
  defaultsCollected = true;
  collectDefaultMetrics({ register: metricsRegistry });
}

/** RPC latencies run from about a millisecond to the 5 s default timeout. */
const RPC_BUCKETS = [0.002, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** The caller's view: queueing, transport and the handler, per subject and outcome. */
export const rpcClientDuration = new Histogram({
  name: 'rpc_client_duration_seconds',
  help: 'NATS RPC calls made by this process, from request to reply (code OK or the error code).',
  labelNames: ['subject', 'code'] as const,
  buckets: RPC_BUCKETS,
  registers: [metricsRegistry],
});

/** The server's view: admission wait plus the handler, per subject and outcome. */
export const rpcServerDuration = new Histogram({
  name: 'rpc_server_duration_seconds',
  help: 'NATS RPC requests served by this process, from receipt to reply (code OK, the error code, or SHED/EXPIRED).',
  labelNames: ['subject', 'code'] as const,
  buckets: RPC_BUCKETS,
  registers: [metricsRegistry],
});

/** Milliseconds since `start`, in seconds, for a histogram. */
export function secondsSince(start: bigint): number {
  return Number(process.hrtime.bigint() - start) / 1e9;
}

export { Gauge, Histogram };
