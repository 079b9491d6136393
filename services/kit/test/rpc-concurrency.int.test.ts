import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connect, type NatsConnection } from 'nats';
import { z } from 'zod';
import { AppError, defineRpc, healthRpc } from '@arrendo/contracts';
import { createLogger, RpcClient, RpcServer } from '../src/index.js';
import { natsUrl, uniquePrefix } from '../src/testing/index.js';

const Slow = defineRpc(
  'rpc.kitbusy.work.slow',
  z.object({ n: z.number().int(), ms: z.number().int() }),
  z.object({ n: z.number().int() }),
);

const MAX_IN_FLIGHT = 2;
const MAX_QUEUED = 3;
const TIMEOUT_MS = 5000;

describe('RPC concurrency limit', () => {
  let nc: NatsConnection;
  let server: RpcServer;
  let client: RpcClient;
  const started: number[] = [];
  let running = 0;
  let peak = 0;
  const prefix = uniquePrefix();

  beforeAll(async () => {
    nc = await connect({ servers: natsUrl() });
    server = new RpcServer({
      nc,
      service: 'kitbusy',
      prefix,
      logger: createLogger({ name: 'kittest', level: 'silent' }),
      maxInFlight: MAX_IN_FLIGHT,
      maxQueued: MAX_QUEUED,
    });
    server.handle(Slow, async ({ n, ms }) => {
      started.push(n);
      running++;
      peak = Math.max(peak, running);
      await new Promise((r) => setTimeout(r, ms));
      running--;
      return { n };
    });
    server.handle(
      healthRpc('kitbusy'),
      async () => ({ service: 'kitbusy', status: 'ok' as const, checks: {} }),
      { unlimited: true },
    );
    server.start();
    client = new RpcClient({ nc, prefix, timeoutMs: TIMEOUT_MS });
  });

  afterAll(async () => {
    await server.stop();
    await nc.close();
  });

  const settle = (n: number, ms: number, timeoutMs = TIMEOUT_MS) => {
    const sentAt = Date.now();
    return client.call(Slow, { n, ms }, { timeoutMs }).then(
      (value) => ({ ok: true as const, value, elapsed: Date.now() - sentAt }),
      (error: unknown) => ({
        ok: false as const,
        error: error as AppError,
        elapsed: Date.now() - sentAt,
      }),
    );
  };

  it('runs what fits, queues a bounded number and sheds the rest at once with UNAVAILABLE busy', async () => {
    started.length = 0;
    peak = 0;
    const burst = 12;
    const handlerMs = 400;
    const results = await Promise.all(
      Array.from({ length: burst }, (_, n) => settle(n, handlerMs)),
    );

    const ok = results.filter((r) => r.ok);
    const shed = results.filter((r) => !r.ok);
    expect(ok).toHaveLength(MAX_IN_FLIGHT + MAX_QUEUED);
    expect(shed).toHaveLength(burst - MAX_IN_FLIGHT - MAX_QUEUED);
    expect(peak).toBe(MAX_IN_FLIGHT);
    expect(started).toHaveLength(MAX_IN_FLIGHT + MAX_QUEUED);
    for (const r of shed) {
      expect(r.error).toBeInstanceOf(AppError);
      expect(r.error.code).toBe('UNAVAILABLE');
      // "busy" is the server's answer; a client-side timeout would say "timeout" instead.
      expect(r.error.details).toMatchObject({ reason: 'busy', retryAfterSeconds: 1 });
      expect(r.elapsed).toBeLessThan(TIMEOUT_MS);
    }
    // Shed at once: every refusal arrived before the first request that was let in finished.
    const slowestRefusal = Math.max(...shed.map((r) => r.elapsed));
    const fastestSuccess = Math.min(...ok.map((r) => r.elapsed));
    expect(slowestRefusal).toBeLessThan(fastestSuccess);
    expect(server.load).toEqual({ inFlight: 0, queued: 0 });
  });

  it('drops a queued request whose caller gave up, without running it', async () => {
    started.length = 0;
    // Fill both slots for a while, then queue a request that will time out while it waits.
    const busy = [settle(100, 600), settle(101, 600)];
    await new Promise((r) => setTimeout(r, 50));
    const impatient = await settle(102, 10, 200);
    expect(impatient.ok).toBe(false);
    if (!impatient.ok) {
      expect(impatient.error.code).toBe('UNAVAILABLE');
      expect(impatient.error.details).toMatchObject({ reason: 'timeout' });
    }
    await Promise.all(busy);
    await new Promise((r) => setTimeout(r, 50));
    expect(started).toEqual([100, 101]);
    expect(server.load).toEqual({ inFlight: 0, queued: 0 });
  });

  it('answers health while saturated, and serves again once the burst is over', async () => {
    const burst = Array.from({ length: MAX_IN_FLIGHT + MAX_QUEUED }, (_, n) =>
      settle(200 + n, 300),
    );
    await new Promise((r) => setTimeout(r, 50));
    await expect(client.call(healthRpc('kitbusy'), {}, { timeoutMs: 1000 })).resolves.toMatchObject(
      {
        status: 'ok',
      },
    );
    const extra = await settle(299, 1);
    expect(extra.ok).toBe(false);
    await Promise.all(burst);
    await expect(client.call(Slow, { n: 300, ms: 1 })).resolves.toEqual({ n: 300 });
  });
});
