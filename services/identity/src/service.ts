import { IdentityConsumedEvents, IdentityRpc } from '@arrendo/contracts';
import {
  parseKeyring,
  registerRpcHandlers,
  subscribeEvents,
  type ServiceContext,
} from '@arrendo/kit';
import type { DB } from './db/types.js';
import type { IdentityEnv } from './env.js';
import type { IdentityDeps } from './app/deps.js';
import { ensureBootstrapToken } from './app/bootstrap-token.js';
import { purgePlaintextOtpEvents } from './app/purge-plaintext-otp.js';
import { warmUpDummyHash } from './domain/password.js';
import { emailStatusHandler } from './handlers/rpc/email-status.js';
import { registerHandler } from './handlers/rpc/register.js';
import { loginHandler } from './handlers/rpc/login.js';
import { requestCodeHandler } from './handlers/rpc/request-code.js';
import { verifyEmailHandler } from './handlers/rpc/verify-email.js';
import { resetPasswordHandler } from './handlers/rpc/reset-password.js';
import { refreshHandler } from './handlers/rpc/refresh.js';
import { logoutHandler } from './handlers/rpc/logout.js';
import { sessionStatusHandler } from './handlers/rpc/session-status.js';
import { oauthSignInHandler } from './handlers/rpc/oauth-sign-in.js';
import { meHandler } from './handlers/rpc/me.js';
import { getProfileHandler } from './handlers/rpc/get-profile.js';
import { updateProfileHandler } from './handlers/rpc/update-profile.js';
import { changePasswordHandler } from './handlers/rpc/change-password.js';
import { deleteUserHandler } from './handlers/rpc/delete-user.js';
import { listUsersHandler } from './handlers/rpc/list-users.js';
import { setRolesHandler } from './handlers/rpc/set-roles.js';
import { adminUserHandler } from './handlers/rpc/admin-user.js';
import { reactivateUserHandler, suspendUserHandler } from './handlers/rpc/user-suspension.js';
import { bootstrapAdminHandler } from './handlers/rpc/bootstrap-admin.js';
import { adminStatusHandler } from './handlers/rpc/admin-status.js';
import { adminAuditHandler } from './handlers/rpc/admin-audit.js';
import { adminActionHandlers } from './handlers/events/admin-action-recorded.js';
import { adminStatsHandler } from './handlers/rpc/admin-stats.js';
import { provisionHandler } from './handlers/rpc/provision.js';
import { getPublicProfileHandler } from './handlers/rpc/get-public-profile.js';
import { getPublicCardsHandler } from './handlers/rpc/get-public-cards.js';
import { userContactHandler } from './handlers/rpc/user-contact.js';
import { getPromotionalConsentHandler } from './handlers/rpc/get-promotional-consent.js';
import { setPromotionalConsentHandler } from './handlers/rpc/set-promotional-consent.js';
import { exportUserHandler } from './handlers/rpc/export-user.js';
import { issueActorCodeHandler, redeemActorCodeHandler } from './handlers/rpc/actor-codes.js';

export async function registerHandlers(ctx: ServiceContext<DB, IdentityEnv>): Promise<void> {
  const deps: IdentityDeps = {
    db: ctx.db,
    env: ctx.env,
    logger: ctx.logger,
    client: ctx.client,
    otpKeys: parseKeyring(ctx.env.OTP_DELIVERY_KEY),
    now: () => new Date(),
  };
  // The admin audit log collects every service's admin actions (decision 0045).
  subscribeEvents(ctx, IdentityConsumedEvents, adminActionHandlers());
  registerRpcHandlers(ctx, IdentityRpc, {
    emailStatus: emailStatusHandler(deps),
    register: registerHandler(deps),
    login: loginHandler(deps),
    requestCode: requestCodeHandler(deps),
    verifyEmail: verifyEmailHandler(deps),
    issueActorCode: issueActorCodeHandler(deps),
    redeemActorCode: redeemActorCodeHandler(deps),
    resetPassword: resetPasswordHandler(deps),
    refresh: refreshHandler(deps),
    logout: logoutHandler(deps),
    sessionStatus: sessionStatusHandler(deps),
    oauthSignIn: oauthSignInHandler(deps),
    me: meHandler(deps),
    getProfile: getProfileHandler(deps),
    updateProfile: updateProfileHandler(deps),
    changePassword: changePasswordHandler(deps),
    deleteUser: deleteUserHandler(deps),
    listUsers: listUsersHandler(deps),
    setRoles: setRolesHandler(deps),
    adminUser: adminUserHandler(deps),
    suspendUser: suspendUserHandler(deps),
    reactivateUser: reactivateUserHandler(deps),
    bootstrapAdmin: bootstrapAdminHandler(deps),
    adminStatus: adminStatusHandler(deps),
    adminAudit: adminAuditHandler(deps),
    adminStats: adminStatsHandler(deps),
    provision: provisionHandler(deps),
    getPublicProfile: getPublicProfileHandler(deps),
    getPublicCards: getPublicCardsHandler(deps),
    contact: userContactHandler(deps),
    getPromotionalConsent: getPromotionalConsentHandler(deps),
    setPromotionalConsent: setPromotionalConsentHandler(deps),
    exportUser: exportUserHandler(deps),
  });
  await purgePlaintextOtpEvents(ctx);
  await ensureBootstrapToken(deps);
  await warmUpDummyHash();
}
