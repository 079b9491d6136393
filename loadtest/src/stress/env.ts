import { z } from 'zod';

const flag = z
  .enum(['true', 'false', '1', '0', ''])
  .default('false')
  .transform((v) => v === 'true' || v === '1');

/** The stress service's own variables, merged by the kit with the base env (decision 0052). */
export const stressEnvSchema = z.object({
  /**
   * Where runs send their load: this deployment's own BFF, never an address from a request.
   * Unset: `http://localhost:$PORT` (the launcher gives every process the BFF's PORT).
   */
  STRESS_TARGET_URL: z
    .url()
    .optional()
    .or(z.literal('').transform(() => undefined)),
  PORT: z.coerce.number().int().min(1).max(65_535).default(3000),
  /** The BFF's public address: its scheme decides the session cookies' names (`__Host-` on https). */
  PUBLIC_URL: z.url().default('http://localhost:3000'),
  /** A k6 binary: runs go through k6 with the generated scripts; unset, the Node runner. */
  K6_PATH: z
    .string()
    .min(1)
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /** With NODE_ENV=production runs are refused unless this is true. */
  STRESS_TESTS_IN_PRODUCTION: flag,
  /** Largest virtual-user count a run may ask for here (below the contract's 200). */
  STRESS_MAX_VUS: z.coerce.number().int().min(1).max(200).default(200),
});
export type StressEnv = z.output<typeof stressEnvSchema>;

export function targetUrl(env: Pick<StressEnv, 'STRESS_TARGET_URL' | 'PORT'>): string {
  return env.STRESS_TARGET_URL ?? `http://localhost:${env.PORT}`;
}

/** Runs are refused in production unless explicitly allowed. */
export function runsAllowed(env: {
  NODE_ENV: string;
  STRESS_TESTS_IN_PRODUCTION: boolean;
}): boolean {
  return env.NODE_ENV !== 'production' || env.STRESS_TESTS_IN_PRODUCTION;
}
