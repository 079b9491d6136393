import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { renderListingImage, type ImageSpec } from './render.js';
import { writeImageSet } from './write-images.js';

const specs: ImageSpec[] = [
  { scene: 'house', landscape: 'coast', timeOfDay: 'day', seed: 'a:1' },
  { scene: 'house', landscape: 'coast', timeOfDay: 'dusk', seed: 'a:2' },
];

let dir: string | undefined;
afterEach(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe('writeImageSet', () => {
  it('writes 1.svg… once, leaves existing files alone and no temp files behind', async () => {
    dir = await mkdtemp(join(tmpdir(), 'seed-images-'));
    const set = join(dir, 'pool');
    expect(await writeImageSet(set, specs)).toBe(2);
    expect((await readdir(set)).sort()).toEqual(['1.svg', '2.svg']);
    expect(await readFile(join(set, '2.svg'), 'utf8')).toBe(renderListingImage(specs[1]!));

    await writeFile(join(set, '1.svg'), 'kept', 'utf8');
    expect(await writeImageSet(set, specs)).toBe(0);
    expect(await readFile(join(set, '1.svg'), 'utf8')).toBe('kept');
  });
});
