import type { Kysely } from 'kysely';
import type { DB } from '../db/types.js';
import { UserRepository } from '../repositories/user.repository.js';
import { CredentialRepository } from '../repositories/credential.repository.js';
import { ProfileRepository } from '../repositories/profile.repository.js';
import { OneTimeCodeRepository } from '../repositories/one-time-code.repository.js';
import { RefreshTokenRepository } from '../repositories/refresh-token.repository.js';
import { OAuthAccountRepository } from '../repositories/oauth-account.repository.js';
import { SettingsRepository } from '../repositories/settings.repository.js';
import { PromotionalConsentRepository } from '../repositories/promotional-consent.repository.js';
import { UserExportRepository } from '../repositories/user-export.repository.js';

/** Every repository bound to one executor (the pool, or the transaction in progress). */
export function reposFor(db: Kysely<DB>) {
  return {
    users: new UserRepository(db),
    credentials: new CredentialRepository(db),
    profiles: new ProfileRepository(db),
    codes: new OneTimeCodeRepository(db),
    refreshTokens: new RefreshTokenRepository(db),
    oauthAccounts: new OAuthAccountRepository(db),
    settings: new SettingsRepository(db),
    promotionalConsents: new PromotionalConsentRepository(db),
    userExport: new UserExportRepository(db),
  };
}
export type Repos = ReturnType<typeof reposFor>;
