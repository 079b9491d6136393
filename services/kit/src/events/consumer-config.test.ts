import { describe, expect, it } from 'vitest';
import { AckPolicy, nanos, type ConsumerConfig } from 'nats';
import { consumerConfig, consumerDrift, type DesiredConsumer } from './consumer-config.js';

const desired: DesiredConsumer = {
  durable: 'mailer',
  filterSubject: 'evt.identity.>',
  ackWaitMs: 30_000,
  maxDeliver: 10,
  maxAckPending: 256,
};
const current = (overrides: Partial<ConsumerConfig> = {}) =>
  ({ ...consumerConfig(desired), ...overrides }) as ConsumerConfig;

describe('consumer drift', () => {
  it('is empty when the server has what the code wants', () => {
    expect(consumerDrift(current(), desired)).toEqual({ changes: {}, recreate: [] });
  });

  it('updates ack_wait, max_deliver and max_ack_pending in place', () => {
    const drift = consumerDrift(
      current({ ack_wait: nanos(5000), max_deliver: 3, max_ack_pending: 10 }),
      desired,
    );
    expect(drift).toEqual({
      changes: { ack_wait: nanos(30_000), max_deliver: 10, max_ack_pending: 256 },
      recreate: [],
    });
  });

  it('recreates for a new filter or ack policy, and ignores where delivery started', () => {
    expect(
      consumerDrift(
        current({ filter_subject: 'evt.identity.user.registered', ack_policy: AckPolicy.All }),
        desired,
      ).recreate,
    ).toEqual(['filter_subject', 'ack_policy']);
    expect(
      consumerDrift(
        current({ deliver_policy: 'by_start_sequence' as never, opt_start_seq: 9 }),
        desired,
      ),
    ).toEqual({ changes: {}, recreate: [] });
  });
});
