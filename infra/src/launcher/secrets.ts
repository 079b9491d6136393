import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { z } from 'zod';

const SecretsFile = z.object({ jwtSecret: z.string().min(32) });
export type LocalSecrets = z.infer<typeof SecretsFile>;

/**
 * Secrets generated on a developer machine the first time and kept in `.data/secrets.json`,
 * so that sessions survive a restart without anyone having to invent a JWT secret.
 */
export function loadOrCreateSecrets(file: string): LocalSecrets {
  try {
    return SecretsFile.parse(JSON.parse(readFileSync(file, 'utf8')));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') {
      console.warn(`${file} is unreadable (${String(error)}); generating new secrets.`);
    }
  }
  const secrets: LocalSecrets = { jwtSecret: randomBytes(48).toString('base64url') };
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify(secrets, null, 2)}\n`, { mode: 0o600 });
  return secrets;
}
