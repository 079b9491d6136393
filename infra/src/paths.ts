import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The monorepo root, whatever the caller's working directory. */
export const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
