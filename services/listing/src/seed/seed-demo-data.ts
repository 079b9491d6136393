import { toNewPropertyRow } from '../domain/property-mapper.js';
import type { PropertyRepository } from '../repositories/property.repository.js';
import { generateCatalogue } from './catalogue.js';
import { writeListingImages } from './write-images.js';

export interface SeedOptions {
  repo: PropertyRepository;
  mediaDir: string;
  publicMediaBase: string;
  now: Date;
}

export interface SeedResult {
  /** Listings inserted by this call (0 when the catalogue already had properties). */
  inserted: number;
  /** Image files written by this call (missing ones are restored on every start). */
  imagesWritten: number;
}

/**
 * Seeds the demo catalogue into an empty `properties` table, with one published event per
 * published listing through the outbox. Safe to run from several replicas at once: the
 * advisory lock serialises them and the emptiness check runs under it.
 */
export async function seedDemoData(options: SeedOptions): Promise<SeedResult> {
  const catalogue = generateCatalogue({
    now: options.now,
    publicMediaBase: options.publicMediaBase,
  });
  const inserted = await options.repo.withSeedLock(async (trx) => {
    if ((await options.repo.countAll(trx)) > 0) return 0;
    await options.repo.insertMany(
      trx,
      catalogue.map((l) => toNewPropertyRow(l.property)),
    );
    return catalogue.length;
  });
  // After the commit: images of listings that exist (seeded now or by an earlier start).
  const present = await options.repo.existingIds(catalogue.map((l) => l.property.id));
  const imagesWritten = await writeListingImages(
    options.mediaDir,
    catalogue.filter((l) => present.has(l.property.id)),
  );
  return { inserted, imagesWritten };
}
