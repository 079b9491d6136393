import type { IdentityDeps } from './deps.js';
import { reposFor } from './repos.js';
import { generateSecret, sha256Hex } from '../domain/secret.js';

const SETTING_KEY = 'admin_bootstrap_token_sha256';

/** The env token wins; otherwise the generated one, of which only the hash is kept. */
export async function expectedBootstrapTokenHash(deps: IdentityDeps): Promise<string | undefined> {
  if (deps.env.ADMIN_BOOTSTRAP_TOKEN) return sha256Hex(deps.env.ADMIN_BOOTSTRAP_TOKEN);
  return reposFor(deps.db).settings.get(SETTING_KEY);
}

/**
 * At start, while nobody is admin and no token is configured, makes one and logs it exactly
 * once (the replica whose insert wins). Lost it? Set ADMIN_BOOTSTRAP_TOKEN instead.
 */
export async function ensureBootstrapToken(deps: IdentityDeps): Promise<void> {
  if (deps.env.ADMIN_BOOTSTRAP_TOKEN) return;
  const repos = reposFor(deps.db);
  if (await repos.users.hasActiveAdmin()) return;
  const token = generateSecret();
  if (await repos.settings.insertIfAbsent(SETTING_KEY, sha256Hex(token))) {
    // One line, so it survives log shippers and prefixing launchers intact.
    deps.logger.warn(
      `ADMIN BOOTSTRAP TOKEN (shown once, only its hash is stored): ${token} — sign in, open ` +
        '/admin/bootstrap and paste it to become the first admin. Lost it? Set ADMIN_BOOTSTRAP_TOKEN.',
    );
  }
}
