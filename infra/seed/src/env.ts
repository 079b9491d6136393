import { fileURLToPath } from 'node:url';
import { baseEnvSchema } from '@arrendo/kit';
import { z } from 'zod';
import { NewPassword } from '@arrendo/contracts';
import { DEFAULT_DEMO_PASSWORD } from './demo-accounts.js';

/** `<repo root>/.data/media`, the folder the BFF serves under `/media` in local runs. */
const DEFAULT_MEDIA_DIR = fileURLToPath(new URL('../../../.data/media', import.meta.url));

/** `SEED_DEMO_DATA` as the seed and the launcher read it: on unless set to a false value. */
export const SeedDemoData = z.stringbool().default(true);

/** Whether a start should seed the demo catalogue (the launcher asks before running the seed). */
export function seedingEnabled(env: Readonly<Record<string, string | undefined>>): boolean {
  const value = env.SEED_DEMO_DATA;
  return SeedDemoData.parse(value === '' ? undefined : value);
}

export const seedEnvSchema = baseEnvSchema
  .pick({ LOG_LEVEL: true, NATS_URL: true, NATS_SUBJECT_PREFIX: true, RPC_TIMEOUT_MS: true })
  .extend({
    SEED_DEMO_DATA: SeedDemoData,
    /** Where the listing photos are written; the BFF serves this folder. */
    MEDIA_DIR: z.string().min(1).default(DEFAULT_MEDIA_DIR),
    /** URL prefix under which MEDIA_DIR is served; the photo URLs the listings store start with it. */
    PUBLIC_MEDIA_BASE: z
      .string()
      .min(1)
      .default('/media')
      .transform((v) => v.replace(/\/+$/, '')),
    /** The demo host's and demo guest's password (README: "Demo accounts"); empty = the default. */
    SEED_DEMO_PASSWORD: z.preprocess(
      (value) => (value === '' ? undefined : value),
      NewPassword.default(DEFAULT_DEMO_PASSWORD),
    ),
    /** How long to wait for the services to answer: on a first start they are still migrating. */
    SEED_WAIT_SECONDS: z.coerce.number().int().min(1).max(3600).default(180),
  });
export type SeedEnv = z.output<typeof seedEnvSchema>;
