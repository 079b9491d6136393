import { describe, expect, it, vi } from 'vitest';
import type { NatsConnection } from 'nats';
import type { FastifyBaseLogger } from 'fastify';
import { LiveHub } from './hub.js';
import type { LiveConnection } from './connection.js';
import { openSseConnections } from './metrics.js';

const open = async () => (await openSseConnections.get()).values[0]?.value ?? 0;

describe('LiveHub and sse_connections_open', () => {
  it('counts streams as they attach, detach and are pushed out by the per-user cap', async () => {
    const start = await open();
    const hub = new LiveHub({} as NatsConnection, '', {} as FastifyBaseLogger, 2);
    const connections: LiveConnection[] = [];
    const connection = (userId: string) => {
      const c = { close: vi.fn(() => hub.detach(userId, c)) } as unknown as LiveConnection;
      connections.push(c);
      return c;
    };
    const first = connection('ana');
    hub.attach('ana', first);
    hub.attach('ana', connection('ana'));
    hub.attach('bruno', connection('bruno'));
    expect(await open()).toBe(start + 3);
    // A third tab for ana closes her oldest: still two for her.
    hub.attach('ana', connection('ana'));
    expect(first.close).toHaveBeenCalled();
    expect(hub.size).toBe(3);
    expect(await open()).toBe(start + 3);
    hub.detach('bruno', connections[2]!);
    hub.detach('bruno', connections[2]!);
    expect(await open()).toBe(start + 2);
    hub.closeAll();
    expect(hub.size).toBe(0);
    expect(await open()).toBe(start);
  });
});
