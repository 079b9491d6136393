import { z } from 'zod';
import { keyringSetting } from '@arrendo/kit';

/** identity's own variables; the kit merges them with the base env and fails fast on a bad one. */
export const envSchema = z.object({
  /**
   * Secret that lets the first signed-in user become admin. When unset, identity generates one at
   * first start, stores only its hash and logs it once.
   */
  ADMIN_BOOTSTRAP_TOKEN: z.string().min(16, 'must be at least 16 characters').max(200).optional(),
  REFRESH_TOKEN_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  /**
   * Seals one-time codes for the email worker, the only other holder (`<id>:<32 bytes
   * base64url>`, several comma-separated while rotating: the first seals).
   */
  OTP_DELIVERY_KEY: keyringSetting(
    'the key shared with the email worker; `pnpm start` generates one into .data/secrets.json',
  ),
});
export type IdentityEnv = z.infer<typeof envSchema>;
