import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Registry } from 'prom-client';
import type { Logger } from '../logger.js';
import { collectProcessMetrics, metricsRegistry } from './registry.js';

export interface MetricsServerOptions {
  port: number;
  host?: string;
  logger: Logger;
  registry?: Registry;
}

export interface MetricsServer {
  /** The port it listens on (the one asked for, or the one the OS chose for 0). */
  port: number;
  close(): Promise<void>;
}

/**
 * `GET /metrics` on a port of its own: the public port never serves it, so the series (queue
 * names, subjects, lag) stay inside the deployment's network. Anything else answers 404.
 */
export async function startMetricsServer({
  port,
  host = '0.0.0.0',
  logger,
  registry = metricsRegistry,
}: MetricsServerOptions): Promise<MetricsServer> {
  const server: Server = createServer((request, response) => {
    const path = (request.url ?? '/').split('?', 1)[0];
    if (request.method !== 'GET' || path !== '/metrics') {
      response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found\n');
      return;
    }
    registry.metrics().then(
      (body) => {
        response.writeHead(200, { 'content-type': registry.contentType }).end(body);
      },
      (err: unknown) => {
        logger.error({ err }, 'metrics scrape failed');
        response.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' }).end('Error\n');
      },
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const bound = (server.address() as AddressInfo).port;
  logger.info({ port: bound, host }, 'metrics at /metrics');
  return {
    port: bound,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

interface Shared {
  server: Promise<MetricsServer>;
  users: number;
}
const shared = new Map<number, Shared>();

/**
 * The process's metrics endpoint on `METRICS_PORT` (0 = none). Several services started in one
 * process (tests, a single-process deployment) share the one server and registry: the first
 * opens it, the last to stop closes it.
 */
export async function serveProcessMetrics(options: {
  port: number;
  host?: string;
  logger: Logger;
}): Promise<() => Promise<void>> {
  if (options.port === 0) return async () => undefined;
  collectProcessMetrics();
  let entry = shared.get(options.port);
  if (!entry) {
    entry = { server: startMetricsServer(options), users: 0 };
    shared.set(options.port, entry);
    entry.server.catch(() => shared.delete(options.port));
  }
  entry.users += 1;
  const current = entry;
  await current.server;
  let released = false;
  return async () => {
    if (released) return;
    released = true;
    current.users -= 1;
    if (current.users > 0) return;
    shared.delete(options.port);
    await (await current.server).close();
  };
}
