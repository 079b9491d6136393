import { connect, type NatsConnection } from 'nats';
import { DEFAULT_STARTUP_WAIT_MS, retryFirstConnection } from '../first-connection.js';
import type { Logger } from '../logger.js';

export interface ConnectNatsOptions {
  url: string;
  name: string;
  /** Any pino-compatible logger (a service's, or Fastify's). */
  logger: Pick<Logger, 'info' | 'warn'>;
  /** How long to retry the first connection before throwing (default 120 s). */
  giveUpAfterMs?: number;
}

/** What a first connection can meet while the server is starting, restarting or unreachable. */
const TRANSIENT_NATS_CODES = new Set([
  'CONNECTION_REFUSED',
  'CONNECTION_TIMEOUT',
  'CONNECTION_CLOSED',
  'DISCONNECT',
  'TIMEOUT',
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/** `host:port` of each server: where NATS is, without credentials a URL may carry. */
function describeServers(servers: string[]): string {
  return servers
    .map((server) => {
      try {
        return new URL(server.includes('://') ? server : `nats://${server}`).host;
      } catch {
        return server;
      }
    })
    .join(', ');
}

function isTransientNatsFailure(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && TRANSIENT_NATS_CODES.has(code);
}

/**
 * Connects with unlimited reconnects; connection-state changes are logged. The first connection
 * is retried (each retry logged) while the server refuses it, up to `giveUpAfterMs`.
 */
export async function connectNats({
  url,
  name,
  logger,
  giveUpAfterMs = DEFAULT_STARTUP_WAIT_MS,
}: ConnectNatsOptions): Promise<NatsConnection> {
  const servers = url.split(',').map((s) => s.trim());
  const nc = await retryFirstConnection(
    () =>
      connect({
        servers,
        name,
        maxReconnectAttempts: -1,
        reconnectTimeWait: 500,
        // Retried above, with a log line per attempt, rather than silently inside the client.
        waitOnFirstConnect: false,
      }),
    {
      what: `NATS at ${describeServers(servers)}`,
      logger,
      giveUpAfterMs,
      retryable: isTransientNatsFailure,
    },
  );
  void (async () => {
    for await (const status of nc.status()) {
      if (status.type === 'reconnecting' || status.type === 'disconnect') {
        logger.warn({ nats: status.type }, 'NATS connection lost, reconnecting');
      } else if (status.type === 'reconnect') {
        logger.info('NATS reconnected');
      }
    }
  })().catch(() => undefined);
  return nc;
}
