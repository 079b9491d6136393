import { mkdir, rename, rm, rmdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { assertSafeKey, type MediaStorage } from './storage.js';

/** Files under MEDIA_DIR, served by the BFF's `/media/` static route. */
export class LocalStorage implements MediaStorage {
  constructor(
    private readonly root: string,
    private readonly publicBase = '/media',
  ) {}

  async put(key: string, bytes: Buffer): Promise<void> {
    assertSafeKey(key);
    const path = join(this.root, key);
    await mkdir(dirname(path), { recursive: true });
    // Written aside and renamed: a reader never sees half a file.
    const temp = `${path}.${randomUUID()}.tmp`;
    try {
      await writeFile(temp, bytes);
      await rename(temp, path);
    } catch (error) {
      await rm(temp, { force: true });
      throw error;
    }
  }

  async delete(keys: readonly string[]): Promise<void> {
    const folders = new Set<string>();
    for (const key of keys) {
      assertSafeKey(key);
      const path = join(this.root, key);
      await rm(path, { force: true });
      folders.add(dirname(path));
    }
    // A photo's folder held only its renditions: drop it once empty (rmdir refuses otherwise).
    for (const folder of folders) {
      if (folder !== this.root) await rmdir(folder).catch(() => undefined);
    }
  }

  publicUrl(key: string): string {
    return `${this.publicBase}/${key}`;
  }
}
