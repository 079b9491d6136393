import type { Migration } from 'kysely';
import { createProperties } from './2026_11_21_0001_create_properties.js';

/** Applied in key order by the kit at start. Never rename or edit a key once shipped. */
export const migrations: Record<string, Migration> = {
  '2026_11_21_0001_create_properties': createProperties,
};
