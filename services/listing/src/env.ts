import { fileURLToPath } from 'node:url';
import { z } from 'zod';

/** `<repo root>/.data/media`, the folder the BFF serves under `/media` in local runs. */
const DEFAULT_MEDIA_DIR = fileURLToPath(new URL('../../../.data/media', import.meta.url));

/** The listing service's own variables, merged by the kit with the base env. */
export const envSchema = z.object({
  /** Seed the demo catalogue at start when the database has no properties. */
  SEED_DEMO_DATA: z.stringbool().default(false),
  /** Where generated listing images are written. */
  MEDIA_DIR: z.string().min(1).default(DEFAULT_MEDIA_DIR),
  /** URL prefix under which MEDIA_DIR is served; stored in `images`. */
  PUBLIC_MEDIA_BASE: z
    .string()
    .min(1)
    .default('/media')
    .transform((v) => v.replace(/\/+$/, '')),
});
export type ListingEnv = z.output<typeof envSchema>;
