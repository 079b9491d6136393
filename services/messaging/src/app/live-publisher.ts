import type { NatsConnection } from 'nats';
import { LiveEnvelope, liveSubjectFor } from '@arrendo/contracts';
import { subjectFor, type Logger } from '@arrendo/kit';

/**
 * Tells the BFFs about live events on core NATS, after their rows committed. Fire and forget:
 * a stored event missed here (NATS down, no BFF listening) is replayed from `live_events` when
 * the browser reconnects with its last id; a lost typing notice does not matter.
 */
export class LivePublisher {
  constructor(
    private readonly nc: NatsConnection,
    private readonly prefix: string,
    private readonly logger: Logger,
  ) {}

  publish(envelopes: readonly LiveEnvelope[]): void {
    for (const envelope of envelopes) {
      const data = LiveEnvelope.parse(envelope);
      try {
        this.nc.publish(subjectFor(this.prefix, liveSubjectFor(data.userId)), JSON.stringify(data));
      } catch (err) {
        this.logger.warn({ err, type: data.event.type }, 'live event not published');
      }
    }
  }
}
