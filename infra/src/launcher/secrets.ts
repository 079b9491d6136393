import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { z } from 'zod';
import { generateKeyringValue, keyringProblem } from '@arrendo/kit';

const SecretsFile = z.object({
  jwtSecret: z.string().min(32),
  /** OTP_DELIVERY_KEY: identity seals codes with it, the email worker opens them. */
  otpDeliveryKey: z.string().refine((v) => keyringProblem(v) === undefined),
  /** PAYOUT_DATA_KEY: the payment service seals hosts' bank details with it. */
  payoutDataKey: z.string().refine((v) => keyringProblem(v) === undefined),
});
export type LocalSecrets = z.infer<typeof SecretsFile>;

const generators: { [K in keyof LocalSecrets]: () => LocalSecrets[K] } = {
  jwtSecret: () => randomBytes(48).toString('base64url'),
  otpDeliveryKey: () => generateKeyringValue('local'),
  payoutDataKey: () => generateKeyringValue('local'),
};

/**
 * Secrets generated on a developer machine the first time and kept in `.data/secrets.json`,
 * so that sessions survive a restart without anyone having to invent a JWT secret or a key.
 * A secret missing from an older file is added; the ones already there are kept.
 */
export function loadOrCreateSecrets(file: string): LocalSecrets {
  let stored: Record<string, unknown> = {};
  try {
    stored = z.record(z.string(), z.unknown()).parse(JSON.parse(readFileSync(file, 'utf8')));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') {
      console.warn(`${file} is unreadable (${String(error)}); generating new secrets.`);
    }
  }
  const secrets: Record<string, unknown> = {};
  let changed = false;
  for (const [name, generate] of Object.entries(generators)) {
    const field = SecretsFile.shape[name as keyof LocalSecrets];
    const valid = field.safeParse(stored[name]).success;
    secrets[name] = valid ? stored[name] : generate();
    changed ||= !valid;
  }
  const result = SecretsFile.parse(secrets);
  if (changed) {
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, `${JSON.stringify(result, null, 2)}\n`, { mode: 0o600 });
  }
  return result;
}
