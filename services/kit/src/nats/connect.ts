import { connect, type NatsConnection } from 'nats';
import type { Logger } from '../logger.js';

export interface ConnectNatsOptions {
  url: string;
  name: string;
  /** Any pino-compatible logger (a service's, or Fastify's). */
  logger: Pick<Logger, 'info' | 'warn'>;
}

/** Connects with unlimited reconnects; connection-state changes are logged. */
export async function connectNats({
  url,
  name,
  logger,
}: ConnectNatsOptions): Promise<NatsConnection> {
  const nc = await connect({
    servers: url.split(',').map((s) => s.trim()),
    name,
    maxReconnectAttempts: -1,
    reconnectTimeWait: 500,
    waitOnFirstConnect: false,
  });
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
