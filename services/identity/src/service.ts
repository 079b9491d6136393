import { IdentityRpc, type RpcDefinition } from '@arrendo/contracts';
import { parseKeyring, type RpcHandler, type ServiceContext } from '@arrendo/kit';
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
import { bootstrapAdminHandler } from './handlers/rpc/bootstrap-admin.js';
import { adminStatusHandler } from './handlers/rpc/admin-status.js';

type Rpcs = typeof IdentityRpc;
/** The kit serves `health` itself; every other subject must have exactly one handler here. */
type HandledRpc = Exclude<keyof Rpcs, 'health'>;

const handlers: { [K in HandledRpc]: (deps: IdentityDeps) => RpcHandler<Rpcs[K]> } = {
  emailStatus: emailStatusHandler,
  register: registerHandler,
  login: loginHandler,
  requestCode: requestCodeHandler,
  verifyEmail: verifyEmailHandler,
  resetPassword: resetPasswordHandler,
  refresh: refreshHandler,
  logout: logoutHandler,
  sessionStatus: sessionStatusHandler,
  oauthSignIn: oauthSignInHandler,
  me: meHandler,
  getProfile: getProfileHandler,
  updateProfile: updateProfileHandler,
  changePassword: changePasswordHandler,
  deleteUser: deleteUserHandler,
  listUsers: listUsersHandler,
  setRoles: setRolesHandler,
  bootstrapAdmin: bootstrapAdminHandler,
  adminStatus: adminStatusHandler,
};

export async function registerHandlers(ctx: ServiceContext<DB, IdentityEnv>): Promise<void> {
  const deps: IdentityDeps = {
    db: ctx.db,
    env: ctx.env,
    logger: ctx.logger,
    otpKeys: parseKeyring(ctx.env.OTP_DELIVERY_KEY),
    now: () => new Date(),
  };
  const names = Object.keys(IdentityRpc).filter((name) => name !== 'health') as HandledRpc[];
  const missing = names.filter((name) => !(name in handlers));
  if (missing.length > 0) throw new Error(`identity: no handler for ${missing.join(', ')}`);
  for (const name of names) {
    // The mapped type above ties each handler to its own definition; the loop cannot see that.
    const handler = handlers[name](deps) as unknown as RpcHandler<RpcDefinition>;
    ctx.rpc.handle(IdentityRpc[name] as RpcDefinition, handler);
  }
  await purgePlaintextOtpEvents(ctx);
  await ensureBootstrapToken(deps);
  await warmUpDummyHash();
}
