import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { AppError, type RpcDefinition } from '@arrendo/contracts';
import { createLogger, type RpcClient } from '@arrendo/kit';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_HOST_IDS } from '../catalogue/hosts.js';
import type { SeedContext } from '../context.js';
import { seedListings } from './listings.js';

/** A listing service that already holds someone's listings, none of them the demo's. */
function inUse() {
  const subjects: string[] = [];
  const client = {
    call: async (definition: RpcDefinition) => {
      subjects.push(definition.subject);
      if (definition.subject === 'rpc.listing.property.list') {
        return { items: [], nextCursor: null, total: 7 };
      }
      if (definition.subject === 'rpc.listing.property.get') {
        throw new AppError('NOT_FOUND', 'Property not found');
      }
      throw new Error(`unexpected ${definition.subject}`);
    },
  } as unknown as RpcClient; // only `call` is used
  return { client, subjects };
}

describe('listings step', () => {
  let mediaDir: string;
  beforeEach(async () => {
    mediaDir = await mkdtemp(join(tmpdir(), 'arrendo-seed-unit-'));
  });
  afterEach(async () => {
    await rm(mediaDir, { recursive: true, force: true });
  });

  it('leaves a catalogue with other listings alone: no import, no photos', async () => {
    const { client, subjects } = inUse();
    const ctx: SeedContext = {
      client,
      logger: createLogger({ name: 'test', level: 'silent' }),
      mediaDir,
      publicMediaBase: '/media',
      now: new Date(),
      waitMs: 1000,
    };
    const result = await seedListings(ctx, { hostIds: DEMO_HOST_IDS });
    expect(result).toEqual({ created: 0, skipped: 0, photosWritten: 0, notEmpty: true });
    expect(subjects).toEqual(['rpc.listing.property.list', 'rpc.listing.property.get']);
    expect(await readdir(mediaDir)).toEqual([]);
  });
});
