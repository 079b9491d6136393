import { randomUUID } from 'node:crypto';
import {
  ListingRpc,
  SYSTEM_ACTOR,
  type ImportedProperty,
  type ListingType,
} from '@arrendo/contracts';
import type { RpcClient } from '@arrendo/kit';
import { listingGenerator } from '../../dataset/listings.js';

/**
 * Published listings of `hostId`, made through the listing service's own import (as the demo
 * seed and the benches make theirs), shaped by the search bench's generator: instant book, so a
 * won slot is a hold at once; an hourly space takes one-hour bookings, so every 2-hour slot fits.
 */
export async function importListings(
  client: RpcClient,
  options: { hostId: string; runTag: string; listingType: ListingType; count: number; now: Date },
): Promise<string[]> {
  const generator = listingGenerator({ now: options.now, publicMediaBase: '/media' });
  // The generator makes homes at even indexes and hourly spaces at odd ones.
  const first = options.listingType === 'home' ? 0 : 1;
  const properties: ImportedProperty[] = Array.from({ length: options.count }, (_, i) => {
    const { property } = generator.listing(first + 2 * i);
    return {
      ...property,
      id: randomUUID(),
      hostId: options.hostId,
      title: `Stress test ${options.runTag} ${property.title}`.slice(0, 120),
      instantBook: true,
      ...(property.listingType === 'experience' ? { minHours: 1 } : {}),
    };
  });
  await client.call(ListingRpc.importProperties, { properties }, { actor: SYSTEM_ACTOR });
  return properties.map((p) => p.id);
}
