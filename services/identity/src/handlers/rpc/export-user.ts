import { AppError, type IdentityRpc } from '@arrendo/contracts';
import type { RpcHandler } from '@arrendo/kit';
import type { IdentityDeps } from '../../app/deps.js';
import { requireActiveActor } from '../../app/access.js';
import { reposFor } from '../../app/repos.js';
import { toConsentRecord, toPromotionalConsent } from '../../domain/promotional-consent.js';

/**
 * The actor's own account for the personal data export (portability, Ley 21.719). Read in one
 * repeatable-read transaction so the parts agree with each other. Secrets never leave: the
 * repository selects named columns only, and the contract's schema strips anything else.
 */
export function exportUserHandler(deps: IdentityDeps): RpcHandler<typeof IdentityRpc.exportUser> {
  return async (_req, call) => {
    const actor = await requireActiveActor(deps.db, call.actor);
    const now = deps.now();
    return deps.db
      .transaction()
      .setIsolationLevel('repeatable read')
      .execute(async (trx) => {
        const repos = reposFor(trx);
        const rows = await repos.userExport.find(actor.id, now);
        if (!rows) throw new AppError('NOT_FOUND', 'Account not found');
        const profile = await repos.profiles.find(actor.id);
        const profileUpdatedAt = profile && (await repos.userExport.profileUpdatedAt(actor.id));
        const history = await repos.promotionalConsents.history(actor.id);
        return {
          account: {
            id: rows.account.id,
            email: rows.account.email,
            status: rows.account.status,
            roles: rows.account.roles,
            createdAt: rows.account.createdAt.toISOString(),
            updatedAt: rows.account.updatedAt.toISOString(),
            emailVerifiedAt: rows.account.verifiedAt?.toISOString() ?? null,
          },
          profile:
            profile && profileUpdatedAt
              ? {
                  firstName: profile.firstName,
                  lastName: profile.lastName,
                  fullName: profile.fullName,
                  birthday: profile.birthday,
                  phoneNumber: profile.phoneNumber,
                  countryCode: profile.countryCode,
                  optOutPromotions: profile.optOutPromotions,
                  avatarUrl: profile.avatarUrl,
                  about: profile.about,
                  locale: profile.locale,
                  languages: profile.languages,
                  updatedAt: profileUpdatedAt.toISOString(),
                }
              : null,
          signInProviders: rows.providers.map((p) => ({
            provider: p.provider,
            email: p.email,
            linkedAt: p.linkedAt.toISOString(),
          })),
          sessions: rows.sessions.map((s) => ({
            signedInAt: s.signedInAt.toISOString(),
            lastActiveAt: s.lastActiveAt.toISOString(),
            expiresAt: s.expiresAt.toISOString(),
          })),
          promotionalConsent: {
            current: toPromotionalConsent(history.at(-1)),
            history: history.map(toConsentRecord),
          },
        };
      });
  };
}
