import { Gauge, metricsRegistry } from '@arrendo/kit';

/** Server-sent event streams open on this process (all users, all hubs). */
export const openSseConnections = new Gauge({
  name: 'sse_connections_open',
  help: 'Live (server-sent events) streams open on this BFF process.',
  registers: [metricsRegistry],
});
