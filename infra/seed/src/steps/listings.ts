import { AppError, IMPORT_BATCH_MAX, ListingRpc } from '@arrendo/contracts';
import { callAsSystem } from '../call-system.js';
import { generateCatalogue } from '../catalogue/catalogue.js';
import type { SeedContext } from '../context.js';
import { writeListingImages } from '../images/write-images.js';

/** Small enough that one import answers well within the RPC timeout on a busy first start. */
export const IMPORT_BATCH = Math.min(50, IMPORT_BATCH_MAX);

export interface SeededListings {
  /** Listings this run created (0 on every run after the first). */
  created: number;
  /** Listings that already existed under their demo id. */
  skipped: number;
  /** Photo files written (missing ones are restored on every run). */
  photosWritten: number;
  /** Set when the catalogue holds listings that are not the demo's: nothing was imported. */
  notEmpty?: true;
}

/**
 * Step 2: the demo catalogue, through `rpc.listing.property.import`. Photos are written first:
 * a listing is visible the moment its import commits, and its photos must be there by then.
 * Every listing has a stable id, so a second run, or a retry after a crash halfway, creates
 * only what is missing. A catalogue that already holds other listings is left alone.
 */
export async function seedListings(
  ctx: SeedContext,
  { hostIds }: { hostIds: readonly string[] },
): Promise<SeededListings> {
  const catalogue = generateCatalogue({
    now: ctx.now,
    publicMediaBase: ctx.publicMediaBase,
    hostIds,
  });
  if (await hasOtherListings(ctx, catalogue[0]?.property.id)) {
    ctx.logger.info('the catalogue already has listings that are not the demo ones: not seeding');
    return { created: 0, skipped: 0, photosWritten: 0, notEmpty: true };
  }

  const photosWritten = await writeListingImages(ctx.mediaDir, catalogue);
  let created = 0;
  let skipped = 0;
  for (let i = 0; i < catalogue.length; i += IMPORT_BATCH) {
    const batch = catalogue.slice(i, i + IMPORT_BATCH).map((l) => l.property);
    const reply = await callAsSystem(ctx, ListingRpc.importProperties, { properties: batch });
    created += reply.created.length;
    skipped += reply.skipped.length;
  }
  return { created, skipped, photosWritten };
}

/**
 * The demo belongs in an empty catalogue or one it started itself (batches go in order, so a
 * seed that got anywhere imported the first listing). Real listings without it mean a system
 * in use: the demo must not appear beside them.
 */
async function hasOtherListings(
  ctx: SeedContext,
  firstDemoId: string | undefined,
): Promise<boolean> {
  const { total } = await callAsSystem(ctx, ListingRpc.listProperties, { limit: 1 });
  if (total === 0 || firstDemoId === undefined) return false;
  try {
    await callAsSystem(ctx, ListingRpc.getProperty, { id: firstDemoId });
    return false;
  } catch (error) {
    if (AppError.isAppError(error) && error.code === 'NOT_FOUND') return true;
    throw error;
  }
}
