import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import type { LiveEnvelope, LiveEvent, LiveSinceReply } from '@arrendo/contracts';
import { LiveConnection, type FetchSince } from './connection.js';

const userId = randomUUID();
const conversationId = randomUUID();
const read = (n: number): LiveEvent => ({
  type: 'read',
  conversationId,
  readerId: userId,
  readAt: new Date(Date.UTC(2026, 0, 1, 0, 0, n)).toISOString(),
});
const envelope = (seq: number | null, event: LiveEvent = read(seq ?? 0)): LiveEnvelope => ({
  userId,
  seq,
  event,
});

/** The ids and event names written, in order (comments and the retry hint left out). */
function written(chunks: string[]): string[] {
  return chunks
    .filter((c) => c.startsWith('id:') || c.startsWith('event:'))
    .map((c) => {
      const id = /^id: (\d+)/m.exec(c)?.[1];
      const event = /^event: (\w+)/m.exec(c)?.[1];
      return id ? `${event}#${id}` : `${event}`;
    });
}

describe('LiveConnection', () => {
  const open: LiveConnection[] = [];
  afterEach(() => open.splice(0).forEach((c) => c.close()));

  function connection() {
    const chunks: string[] = [];
    let ended = false;
    const c = new LiveConnection({
      sink: { write: (chunk) => chunks.push(chunk), end: () => (ended = true) },
      heartbeatMs: 60_000,
      retryMs: 2000,
      pageSize: 2,
    });
    open.push(c);
    return { c, chunks, ended: () => ended };
  }

  /** Stored events 1..latest; `during` runs while the first page is being fetched. */
  function store(latest: number, during?: () => void): FetchSince {
    let first = true;
    return async (after, limit): Promise<LiveSinceReply> => {
      if (first) {
        first = false;
        during?.();
      }
      const events = [];
      for (let seq = after + 1; seq <= latest && events.length < limit; seq++) {
        events.push({ seq, event: read(seq) });
      }
      return { events, latestSeq: latest };
    };
  }

  it('starts with the retry hint and, on a first connection, the newest id', async () => {
    const { c, chunks } = connection();
    await c.start(store(9), undefined);
    expect(chunks[0]).toBe('retry: 2000\n\n');
    expect(written(chunks)).toEqual(['ready#9']);
    c.deliver(envelope(9));
    c.deliver(envelope(10));
    expect(written(chunks)).toEqual(['ready#9', 'read#10']);
  });

  it('replays every missed event page by page, holding live ones back, never twice', async () => {
    const { c, chunks } = connection();
    const during = () => {
      // Arrive from NATS while the replay is still reading: 4 and 5 are also in the store.
      c.deliver(envelope(5));
      c.deliver(envelope(4));
      c.deliver(envelope(6));
      c.deliver(envelope(null, { type: 'typing', conversationId, userId }));
    };
    await c.start(store(5, during), 1);
    expect(written(chunks)).toEqual(['typing', 'read#2', 'read#3', 'read#4', 'read#5', 'read#6']);
    c.deliver(envelope(6));
    c.deliver(envelope(7));
    expect(written(chunks).slice(-1)).toEqual(['read#7']);
    expect(written(chunks).filter((w) => w === 'read#6')).toHaveLength(1);
  });

  it('starts afresh from an id beyond anything stored', async () => {
    const { c, chunks } = connection();
    await c.start(store(3), 500);
    expect(written(chunks)).toEqual(['ready#3']);
  });

  it('writes nothing after it is closed', async () => {
    const { c, chunks, ended } = connection();
    c.close();
    c.deliver(envelope(1));
    expect(ended()).toBe(true);
    expect(written(chunks)).toEqual([]);
  });
});
