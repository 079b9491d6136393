import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import checks from '../../.size-limit.js';
import { htmlScripts } from '../../size-limit/first-visit.js';

// The first-visit ceilings live in web/.size-limit.ts (checked after the build by
// `pnpm --filter @arrendo/web bundle-size`); the browser tests read them from there.

const web = fileURLToPath(new URL('../../', import.meta.url));
const dist = `${web}dist/`;

/** size-limit's units: KB is 1000 bytes, KiB 1024 (its `bytes-iec` parser). */
const UNITS: Record<string, number> = { B: 1, KB: 1000, KIB: 1024, MB: 1000 ** 2, MIB: 1024 ** 2 };

export function limitBytes(limit: string): number {
  const match = /^\s*([\d.]+)\s*([a-z]+)\s*$/i.exec(limit);
  const unit = UNITS[match?.[2]?.toUpperCase() ?? ''];
  if (!match || unit === undefined) throw new Error(`size-limit: unreadable limit "${limit}"`);
  return Number(match[1]) * unit;
}

/** A check's files as the page requests them (`assets/x-hash.js`) and its ceiling in bytes. */
export function firstVisitBudget(name: string): { files: string[]; limitBytes: number } {
  const check = checks.find((candidate) => candidate.name === name);
  if (!check) throw new Error(`web/.size-limit.ts has no check named "${name}"`);
  return {
    files: check.path.map((file) => file.replace(/^dist\//, '')),
    limitBytes: limitBytes(check.limit),
  };
}

/** The gzip size of a built file (level 9, as size-limit's file plugin counts). */
export function gzipBytes(file: string): number {
  return gzipSync(readFileSync(dist + file), { level: 9 }).length;
}

/** The entry chunk (`assets/…js`): the last module script of dist/index.html. */
export function builtEntry(): string {
  const entry = htmlScripts().at(-1);
  if (!entry) throw new Error('dist/index.html names no module script: build first');
  return entry;
}
