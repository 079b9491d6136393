import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  connect,
  DeliverPolicy,
  nanos,
  type ConsumerAPI,
  type JetStreamClient,
  type JetStreamManager,
  type NatsConnection,
} from 'nats';
import { ensureStream, reconcileConsumer, type DesiredConsumer } from '../src/index.js';
import { deleteStreams, natsUrl, uniquePrefix } from '../src/testing/index.js';

describe('durable consumer configuration follows the code', () => {
  let nc: NatsConnection;
  let js: JetStreamClient;
  let jsm: JetStreamManager;
  let stream: string;
  let durable: string;
  let n = 0;
  const prefix = uniquePrefix();
  const made = `${prefix}evt.kitcfg.thing.made`;
  const sold = `${prefix}evt.kitcfg.thing.sold`;

  const desired = (overrides: Partial<DesiredConsumer> = {}): DesiredConsumer => ({
    durable,
    filterSubject: `${prefix}evt.kitcfg.>`,
    ackWaitMs: 30_000,
    maxDeliver: 5,
    maxAckPending: 256,
    ...overrides,
  });

  /** Reads the next delivery, acknowledges it, and returns its stream sequence and subject. */
  const takeNext = async () => {
    const consumer = await js.consumers.get(stream, durable);
    const msg = await consumer.next({ expires: 1000 });
    if (!msg) return null;
    // Wait for the server to record the ack: the next step reads the ack floor.
    await msg.ackAck();
    return { seq: msg.seq, subject: msg.subject };
  };

  /** Publishes made, sold, made, sold, … and returns their stream sequences. */
  const publish = async (count: number) => {
    const seqs: number[] = [];
    for (let i = 0; i < count; i++) {
      const ack = await js.publish(i % 2 === 0 ? made : sold, `m${i}`);
      seqs.push(ack.seq);
    }
    return seqs;
  };

  beforeAll(async () => {
    nc = await connect({ servers: natsUrl() });
    js = nc.jetstream();
    jsm = await nc.jetstreamManager();
    stream = await ensureStream(jsm, prefix, 'kitcfg');
  });

  beforeEach(async () => {
    durable = `kitcfg_${++n}`;
    await jsm.streams.purge(stream);
  });

  afterAll(async () => {
    await nc.close();
    await deleteStreams(prefix);
  });

  it('creates, leaves alone, then updates ack_wait, max_deliver and max_ack_pending in place', async () => {
    expect(await reconcileConsumer(jsm.consumers, stream, desired())).toEqual({
      action: 'created',
    });
    expect(await reconcileConsumer(jsm.consumers, stream, desired())).toEqual({
      action: 'unchanged',
    });
    const changed = desired({ ackWaitMs: 10_000, maxDeliver: 7, maxAckPending: 100 });
    expect(await reconcileConsumer(jsm.consumers, stream, changed)).toEqual({ action: 'updated' });
    const { config } = await jsm.consumers.info(stream, durable);
    expect([config.ack_wait, config.max_deliver, config.max_ack_pending]).toEqual([
      nanos(10_000),
      7,
      100,
    ]);
    expect(await reconcileConsumer(jsm.consumers, stream, changed)).toEqual({
      action: 'unchanged',
    });
  });

  it('applies a narrower filter by recreating at the ack floor', async () => {
    const seqs = await publish(6); // made, sold, made, sold, made, sold
    await reconcileConsumer(jsm.consumers, stream, desired());
    expect((await takeNext())?.seq).toBe(seqs[0]);
    expect((await takeNext())?.seq).toBe(seqs[1]);
    const outcome = await reconcileConsumer(
      jsm.consumers,
      stream,
      desired({ filterSubject: made }),
    );
    expect(outcome).toEqual({
      action: 'recreated',
      resumedAtSeq: (seqs[1] ?? 0) + 1,
      reason: 'changed filter_subject',
    });
    expect((await jsm.consumers.info(stream, durable)).config.filter_subject).toBe(made);
    // Acknowledged messages stay behind; only "made" ones from here on.
    expect(await takeNext()).toEqual({ seq: seqs[2], subject: made });
    expect(await takeNext()).toEqual({ seq: seqs[4], subject: made });
    expect(await takeNext()).toBeNull();
  });

  it('applies a wider filter without losing what was published meanwhile', async () => {
    // The case NATS 2.9 gets wrong with an in-place update: pending messages are never delivered.
    await reconcileConsumer(jsm.consumers, stream, desired({ filterSubject: made }));
    const [first] = await publish(1);
    expect((await takeNext())?.seq).toBe(first);
    const later = await publish(3); // made, sold, made
    await reconcileConsumer(jsm.consumers, stream, desired());
    expect(await takeNext()).toEqual({ seq: later[0], subject: made });
    expect(await takeNext()).toEqual({ seq: later[1], subject: sold });
    expect(await takeNext()).toEqual({ seq: later[2], subject: made });
    expect(await takeNext()).toBeNull();
  });

  it('recreates the consumer after its ack floor when the server refuses an update', async () => {
    const seqs = await publish(6);
    await reconcileConsumer(jsm.consumers, stream, desired());
    for (let i = 0; i < 3; i++) expect((await takeNext())?.seq).toBe(seqs[i]);
    const refusing: Pick<ConsumerAPI, 'info' | 'add' | 'update' | 'delete'> = {
      info: (s, c) => jsm.consumers.info(s, c),
      add: (s, cfg) => jsm.consumers.add(s, cfg),
      delete: (s, c) => jsm.consumers.delete(s, c),
      update: () => Promise.reject(new Error('consumer update not allowed')),
    };
    const outcome = await reconcileConsumer(refusing, stream, desired({ maxDeliver: 11 }));
    expect(outcome).toEqual({
      action: 'recreated',
      resumedAtSeq: (seqs[2] ?? 0) + 1,
      reason: 'consumer update not allowed',
    });
    const { config } = await jsm.consumers.info(stream, durable);
    expect(config).toMatchObject({
      max_deliver: 11,
      deliver_policy: DeliverPolicy.StartSequence,
      opt_start_seq: (seqs[2] ?? 0) + 1,
    });
    // The three acknowledged messages are not delivered again.
    for (let i = 3; i < 6; i++) expect((await takeNext())?.seq).toBe(seqs[i]);
    expect(await takeNext()).toBeNull();
    // From now on the recreated consumer counts as up to date.
    expect(await reconcileConsumer(refusing, stream, desired({ maxDeliver: 11 }))).toEqual({
      action: 'unchanged',
    });
  });

  it('recreates from the start of the stream when nothing was acknowledged yet', async () => {
    const seqs = await publish(2);
    await reconcileConsumer(jsm.consumers, stream, desired());
    const refusing: Pick<ConsumerAPI, 'info' | 'add' | 'update' | 'delete'> = {
      info: (s, c) => jsm.consumers.info(s, c),
      add: (s, cfg) => jsm.consumers.add(s, cfg),
      delete: (s, c) => jsm.consumers.delete(s, c),
      update: () => Promise.reject(new Error('not allowed')),
    };
    const outcome = await reconcileConsumer(refusing, stream, desired({ maxDeliver: 9 }));
    expect(outcome.action).toBe('recreated');
    expect((await jsm.consumers.info(stream, durable)).config.max_deliver).toBe(9);
    expect((await takeNext())?.seq).toBe(seqs[0]);
  });
});
