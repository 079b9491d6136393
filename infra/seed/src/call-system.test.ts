import { AppError, ListingRpc, type Actor, type RpcDefinition } from '@arrendo/contracts';
import { createLogger, type RpcClient } from '@arrendo/kit';
import { describe, expect, it } from 'vitest';
import { callAsSystem } from './call-system.js';

const logger = createLogger({ name: 'test', level: 'silent' });

/** A client whose answers are scripted, recording who called what. */
function scripted(answers: (() => unknown)[]) {
  const calls: { subject: string; actor: Actor | undefined }[] = [];
  const client = {
    call: async (definition: RpcDefinition, _data: unknown, options?: { actor?: Actor }) => {
      calls.push({ subject: definition.subject, actor: options?.actor });
      const next = answers.shift();
      if (!next) throw new Error('no more scripted answers');
      return next();
    },
  } as unknown as RpcClient; // only `call` is used
  return { client, calls };
}

const unavailable = () => {
  throw new AppError('UNAVAILABLE', 'no responders', { reason: 'no_responders' });
};
const page = { items: [], nextCursor: null, total: 0 };

describe('callAsSystem', () => {
  it('acts as the system and waits out a service that is not up yet', async () => {
    const { client, calls } = scripted([unavailable, unavailable, () => page]);
    const reply = await callAsSystem(
      { client, logger, waitMs: 10_000 },
      ListingRpc.listProperties,
      {},
    );
    expect(reply).toEqual(page);
    expect(calls).toHaveLength(3);
    expect(calls.every((c) => c.actor?.roles.includes('admin') && c.actor.userId === null)).toBe(
      true,
    );
  });

  it('gives up once the wait is over', async () => {
    const { client } = scripted([unavailable, unavailable, unavailable]);
    await expect(
      callAsSystem({ client, logger, waitMs: 1 }, ListingRpc.listProperties, {}),
    ).rejects.toMatchObject({ code: 'UNAVAILABLE' });
  });

  it('does not retry what waiting cannot fix', async () => {
    const { client, calls } = scripted([
      () => {
        throw new AppError('FORBIDDEN', 'no');
      },
      () => page,
    ]);
    await expect(
      callAsSystem({ client, logger, waitMs: 10_000 }, ListingRpc.listProperties, {}),
    ).rejects.toMatchObject({ code: 'FORBIDDEN' });
    expect(calls).toHaveLength(1);
  });
});
