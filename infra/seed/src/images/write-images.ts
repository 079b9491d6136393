import { randomBytes } from 'node:crypto';
import { mkdir, rename, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { DemoListing } from '../catalogue/catalogue.js';
import { renderListingImage, type ImageSpec } from './render.js';

async function exists(file: string): Promise<boolean> {
  try {
    await stat(file);
    return true;
  } catch {
    return false;
  }
}

/**
 * Writes `<dir>/<n>.svg` for each spec (n from 1), skipping files already there. Each file goes
 * through a temp name and a rename, so a crash or a second replica never leaves a half-written
 * image behind. Returns how many files were written.
 */
export async function writeImageSet(dir: string, specs: readonly ImageSpec[]): Promise<number> {
  await mkdir(dir, { recursive: true });
  let written = 0;
  for (const [i, spec] of specs.entries()) {
    const file = join(dir, `${i + 1}.svg`);
    if (await exists(file)) continue;
    const tmp = `${file}.${randomBytes(6).toString('hex')}.tmp`;
    await writeFile(tmp, renderListingImage(spec), 'utf8');
    await rename(tmp, file);
    written++;
  }
  return written;
}

/**
 * Writes `<mediaDir>/listings/<id>/<n>.svg` for each listing, skipping files already there.
 * Each file goes through a temp name and a rename, so a crash or a second replica never leaves
 * a half-written image behind. Returns how many files were written.
 */
export async function writeListingImages(
  mediaDir: string,
  listings: DemoListing[],
): Promise<number> {
  const writeOne = ({ property, imageSpecs }: DemoListing): Promise<number> =>
    writeImageSet(join(mediaDir, 'listings', property.id), imageSpecs);
  // A few listings at a time overlap file-system waits without flooding the thread pool.
  const CONCURRENCY = 8;
  let written = 0;
  for (let i = 0; i < listings.length; i += CONCURRENCY) {
    const counts = await Promise.all(listings.slice(i, i + CONCURRENCY).map(writeOne));
    written += counts.reduce((a, b) => a + b, 0);
  }
  return written;
}
