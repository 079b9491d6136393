import type { NatsConnection, Subscription } from 'nats';
import { LIVE_SUBJECT_WILDCARD, LiveEnvelope } from '@arrendo/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { LiveConnection } from './connection.js';
import { openSseConnections } from './metrics.js';

/**
 * The one NATS subscription of this BFF process to every user's live events, fanned out to the
 * streams open here. Any BFF instance gets every event; each writes to its own streams only.
 */
export class LiveHub {
  private readonly streams = new Map<string, LiveConnection[]>();
  private subscription: Subscription | undefined;

  constructor(
    private readonly nc: NatsConnection,
    private readonly prefix: string,
    private readonly log: FastifyBaseLogger,
    private readonly maxPerUser: number,
  ) {}

  start(): void {
    if (this.subscription) return;
    const subscription = this.nc.subscribe(`${this.prefix}${LIVE_SUBJECT_WILDCARD}`);
    this.subscription = subscription;
    void (async () => {
      for await (const msg of subscription) {
        let envelope: LiveEnvelope;
        try {
          envelope = LiveEnvelope.parse(msg.json());
        } catch (err) {
          this.log.warn({ err, subject: msg.subject }, 'live event refused');
          continue;
        }
        for (const stream of this.streams.get(envelope.userId) ?? []) stream.deliver(envelope);
      }
    })();
  }

  /** Adds a user's stream; beyond the cap their oldest one is closed (a tab left open). */
  attach(userId: string, connection: LiveConnection): void {
    const list = this.streams.get(userId) ?? [];
    list.push(connection);
    this.streams.set(userId, list);
    openSseConnections.inc();
    while (list.length > this.maxPerUser) {
      // Out of the list first, so its close (which detaches) finds nothing left to count.
      const oldest = list.shift();
      openSseConnections.dec();
      oldest?.close();
    }
  }

  detach(userId: string, connection: LiveConnection): void {
    const list = this.streams.get(userId);
    if (!list) return;
    const index = list.indexOf(connection);
    if (index >= 0) {
      list.splice(index, 1);
      openSseConnections.dec();
    }
    if (list.length === 0) this.streams.delete(userId);
  }

  /** Open streams, all users together (health and tests). */
  get size(): number {
    let total = 0;
    for (const list of this.streams.values()) total += list.length;
    return total;
  }

  /** Ends every stream (the browsers reconnect, to this instance or another). */
  closeAll(): void {
    for (const list of [...this.streams.values()]) for (const stream of [...list]) stream.close();
  }

  stop(): void {
    this.closeAll();
    this.subscription?.unsubscribe();
    this.subscription = undefined;
  }
}
