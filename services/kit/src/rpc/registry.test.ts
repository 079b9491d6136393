import { describe, expect, it } from 'vitest';
import type { NatsConnection } from 'nats';
import { z } from 'zod';
import { defineRpc, healthRpc, type RpcDefinition } from '@arrendo/contracts';
import { createLogger } from '../logger.js';
import { inTransaction, registerRpcHandlers, type RpcHandlers } from './registry.js';
import { RpcServer } from './server.js';

const ShopRpc = {
  health: healthRpc('shop'),
  getItem: defineRpc(
    'rpc.shop.item.get',
    z.object({ id: z.string() }),
    z.object({ id: z.string() }),
  ),
  buyItem: defineRpc(
    'rpc.shop.item.buy',
    z.object({ id: z.string() }),
    z.object({ ok: z.boolean() }),
  ),
} as const;

function server(db = false) {
  return new RpcServer({
    // Never touched: registration happens before `start()`.
    nc: {} as NatsConnection,
    service: 'shop',
    prefix: '',
    logger: createLogger({ name: 'test', level: 'silent' }),
    ...(db ? { db: {} as never } : {}),
  });
}

describe('registerRpcHandlers', () => {
  it('serves every subject of the contract but health, plain or in a transaction', () => {
    const rpc = server(true);
    registerRpcHandlers({ name: 'shop', rpc }, ShopRpc, {
      getItem: async (req) => ({ id: req.id }),
      buyItem: inTransaction(async () => ({ ok: true })),
    });
    expect(rpc.subjects.sort()).toEqual(['rpc.shop.item.buy', 'rpc.shop.item.get']);
  });

  it('refuses to start with a missing handler, naming it', () => {
    const handlers = { getItem: async () => ({ id: 'x' }) } as unknown as RpcHandlers<
      typeof ShopRpc,
      unknown
    >;
    expect(() => registerRpcHandlers({ name: 'shop', rpc: server() }, ShopRpc, handlers)).toThrow(
      /no handler for buyItem \(rpc\.shop\.item\.buy\)/,
    );
  });

  it('refuses a handler the contract does not declare', () => {
    const handlers = {
      getItem: async () => ({ id: 'x' }),
      buyItem: async () => ({ ok: true }),
      refund: async () => ({}),
    } as unknown as RpcHandlers<typeof ShopRpc, unknown>;
    expect(() => registerRpcHandlers({ name: 'shop', rpc: server() }, ShopRpc, handlers)).toThrow(
      /handler refund is not in the contract/,
    );
  });

  it("refuses another service's contract", () => {
    const Other = { get: defineRpc('rpc.other.item.get', z.object({}), z.object({})) };
    expect(() =>
      registerRpcHandlers({ name: 'shop', rpc: server() }, Other, { get: async () => ({}) }),
    ).toThrow(/rpc\.other\.item\.get is not a shop subject/);
  });

  it('refuses a transactional handler when the server has no database', () => {
    expect(() =>
      registerRpcHandlers({ name: 'shop', rpc: server(false) }, ShopRpc, {
        getItem: async (req) => ({ id: req.id }),
        buyItem: inTransaction(async () => ({ ok: true })),
      }),
    ).toThrow(/needs the server's db/);
  });

  it('refuses a plain handler for an idempotent definition, and one without a database', () => {
    const Pay = {
      pay: defineRpc('rpc.shop.payment.create', z.object({}), z.object({}), { idempotent: true }),
    };
    const plain = { pay: async () => ({}) } as unknown as RpcHandlers<typeof Pay, unknown>;
    expect(() => registerRpcHandlers({ name: 'shop', rpc: server(true) }, Pay, plain)).toThrow(
      /idempotent: wrap its handler in inTransaction/,
    );
    const asPlain = Pay.pay as unknown as RpcDefinition;
    expect(() => server(true).handle(asPlain, async () => ({}))).toThrow(
      /serve it with handleInTransaction/,
    );
    expect(() =>
      registerRpcHandlers({ name: 'shop', rpc: server(false) }, Pay, {
        pay: inTransaction(async () => ({})),
      }),
    ).toThrow(/needs the server's db/);
  });
});
