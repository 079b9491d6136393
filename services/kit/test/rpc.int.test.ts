import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connect, type NatsConnection } from 'nats';
import { z } from 'zod';
import { AppError, defineRpc } from '@arrendo/contracts';
import { createLogger, RpcClient, RpcServer } from '../src/index.js';
import { natsUrl, uniquePrefix } from '../src/testing/index.js';
import { encodeJson, decodeJson } from '../src/rpc/codec.js';

const Echo = defineRpc(
  'rpc.kittest.greeting.echo',
  z.object({ name: z.string().min(2), times: z.number().int().min(1).max(3) }).strict(),
  z.object({ greeting: z.string() }),
);
const BadReply = defineRpc('rpc.kittest.reply.bad', z.object({}), z.object({ n: z.number() }));
const Fails = defineRpc(
  'rpc.kittest.error.raise',
  z.object({ kind: z.enum(['app', 'crash']) }),
  z.object({}),
);
const WhoAmI = defineRpc(
  'rpc.kittest.actor.whoAmI',
  z.object({}),
  z.object({ userId: z.string().nullable() }),
);
const Nobody = defineRpc('rpc.kittest.nobody.call', z.object({}), z.object({}));

describe('RPC server and client', () => {
  let nc: NatsConnection;
  let server: RpcServer;
  let client: RpcClient;
  const prefix = uniquePrefix();

  beforeAll(async () => {
    nc = await connect({ servers: natsUrl() });
    const logger = createLogger({ name: 'kittest', level: 'silent' });
    server = new RpcServer({ nc, service: 'kittest', prefix, logger });
    server.handle(Echo, async (req) => ({ greeting: `hola ${req.name}`.repeat(req.times) }));
    // The handler breaks its own contract: the server must not send it.
    server.handle(BadReply, async () => ({ n: 'not a number' }) as unknown as { n: number });
    server.handle(Fails, async (req) => {
      if (req.kind === 'app') throw new AppError('CONFLICT', 'Already taken');
      throw new Error('database password is hunter2');
    });
    server.handle(WhoAmI, async (_req, call) => ({ userId: call.actor.userId }));
    server.start();
    client = new RpcClient({ nc, prefix, timeoutMs: 2000 });
  });

  afterAll(async () => {
    await server.stop();
    await nc.close();
  });

  it('answers a valid request', async () => {
    await expect(client.call(Echo, { name: 'Ana', times: 2 })).resolves.toEqual({
      greeting: 'hola Anahola Ana',
    });
  });

  it('refuses an invalid request on the client before sending, naming the field', async () => {
    const error = await client.call(Echo, { name: 'A', times: 1 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).code).toBe('VALIDATION');
    expect((error as AppError).details?.fields?.[0]?.path).toBe('name');
  });

  it('refuses an invalid request on the server with VALIDATION, never a crash', async () => {
    const raw = await nc.request(
      `${prefix}rpc.kittest.greeting.echo`,
      encodeJson({
        actor: { userId: null, roles: [] },
        deadline: Date.now() + 5000,
        data: { name: 'Ana', times: 9, extra: 1 },
      }),
      { timeout: 2000 },
    );
    const reply = decodeJson(raw.data) as {
      ok: boolean;
      error: { code: string; details: { fields: { path: string }[] } };
    };
    expect(reply.ok).toBe(false);
    expect(reply.error.code).toBe('VALIDATION');
    expect(reply.error.details.fields.map((f) => f.path).sort()).toEqual(['extra', 'times']);
  });

  it('answers malformed JSON and a bad envelope with VALIDATION', async () => {
    const notJson = await nc.request(
      `${prefix}rpc.kittest.greeting.echo`,
      new TextEncoder().encode('{nope'),
      { timeout: 2000 },
    );
    expect((decodeJson(notJson.data) as { error: { code: string } }).error.code).toBe('VALIDATION');
    const noActor = await nc.request(
      `${prefix}rpc.kittest.greeting.echo`,
      encodeJson({ data: {} }),
      {
        timeout: 2000,
      },
    );
    expect((decodeJson(noActor.data) as { error: { code: string } }).error.code).toBe('VALIDATION');
  });

  it('turns a reply that breaks its schema into INTERNAL', async () => {
    await expect(client.call(BadReply, {})).rejects.toMatchObject({ code: 'INTERNAL' });
  });

  it('passes AppErrors through and hides unexpected errors', async () => {
    await expect(client.call(Fails, { kind: 'app' })).rejects.toMatchObject({
      code: 'CONFLICT',
      message: 'Already taken',
    });
    const crash = (await client
      .call(Fails, { kind: 'crash' })
      .catch((e: unknown) => e)) as AppError;
    expect(crash.code).toBe('INTERNAL');
    expect(crash.message).not.toContain('hunter2');
  });

  it('carries the actor', async () => {
    const userId = '5b1d3c8e-4a7f-4c2e-9d3b-1f2e3d4c5b6a';
    await expect(client.call(WhoAmI, {}, { actor: { userId, roles: [] } })).resolves.toEqual({
      userId,
    });
  });

  it('reports UNAVAILABLE at once when nobody serves the subject', async () => {
    await expect(client.call(Nobody, {}, { timeoutMs: 10_000 })).rejects.toMatchObject({
      code: 'UNAVAILABLE',
    });
  });
});
