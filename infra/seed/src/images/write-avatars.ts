import { randomBytes } from 'node:crypto';
import { mkdir, rename, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { DemoPerson } from '../catalogue/hosts.js';
import { renderAvatar } from './avatar.js';

export function avatarPath(person: Pick<DemoPerson, 'avatarFile'>): string {
  return `avatars/${person.avatarFile}`;
}

/**
 * Writes `<mediaDir>/avatars/<file>.svg` for each person, leaving files already there alone
 * (through a temp name and a rename, as the listing photos: never a half-written file). Returns
 * how many were written.
 */
export async function writeAvatars(
  mediaDir: string,
  people: readonly DemoPerson[],
): Promise<number> {
  const dir = join(mediaDir, 'avatars');
  await mkdir(dir, { recursive: true });
  let written = 0;
  for (const person of people) {
    const file = join(mediaDir, avatarPath(person));
    const there = await stat(file).then(
      () => true,
      () => false,
    );
    if (there) continue;
    const tmp = `${file}.${randomBytes(6).toString('hex')}.tmp`;
    await writeFile(tmp, renderAvatar(person.avatar), 'utf8');
    await rename(tmp, file);
    written++;
  }
  return written;
}
