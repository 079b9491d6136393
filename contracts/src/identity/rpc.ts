import { z } from 'zod';
import { defineRpc, healthRpc } from '../common/rpc.js';
import { IsoDateTime, Uuid } from '../common/ids.js';
import { Role } from '../common/actor.js';
import {
  AdminUser,
  AdminUsersQuery,
  AdminUsersResponse,
  BootstrapAdminBody,
  ChangePasswordBody,
  DeleteAccountBody,
  Email,
  EmailStatusBody,
  EmailStatusResponse,
  LoginBody,
  Me,
  OAuthProvider,
  Profile,
  RegisterBody,
  RequestCodeBody,
  ResetPasswordBody,
  UpdateProfileBody,
  UserStatus,
  VerifyEmailBody,
} from '../api/auth.js';

/**
 * What identity hands the BFF after any sign-in. The BFF mints the short-lived access JWT from
 * `user.id` + `user.roles`; the refresh token is opaque and only identity can check it.
 */
export const IdentitySession = z.object({
  user: Me,
  refreshToken: z.string().min(1),
  refreshExpiresAt: IsoDateTime,
});
export type IdentitySession = z.infer<typeof IdentitySession>;

export const RegisterReply = z.object({ userId: Uuid, email: z.string(), status: UserStatus });
export type RegisterReply = z.infer<typeof RegisterReply>;

export const RefreshTokenRequest = z.object({ refreshToken: z.string().min(1).max(200) }).strict();

export const LogoutReply = z.object({ revoked: z.boolean() });

export const OAuthSignInRequest = z
  .object({
    provider: OAuthProvider,
    providerSubject: z.string().min(1).max(255),
    email: Email,
    emailVerified: z.boolean(),
    firstName: z.string().trim().max(80).optional(),
    lastName: z.string().trim().max(80).optional(),
  })
  .strict();
export type OAuthSignInRequest = z.input<typeof OAuthSignInRequest>;

export const IdentityEmptyRequest = z.object({}).strict();

export const GetProfileRequest = z.object({ userId: Uuid }).strict();

/** `currentRefreshToken` (the BFF's cookie) keeps the caller's own session; all others end. */
export const ChangePasswordRequest = ChangePasswordBody.extend({
  currentRefreshToken: z.string().min(1).max(200).optional(),
}).strict();

export const ChangePasswordReply = z.object({ changed: z.literal(true) });
export const DeleteUserReply = z.object({ deleted: z.literal(true) });
export const CodeRequestedReply = z.object({ accepted: z.literal(true) });

export const SetRolesRequest = z.object({ userId: Uuid, roles: z.array(Role) }).strict();
export type SetRolesRequest = z.input<typeof SetRolesRequest>;

export const AdminStatusReply = z.object({ hasAdmin: z.boolean() });

/**
 * Every identity subject. The actor comes from the RPC envelope: ownership (profile, password,
 * delete, admin) is decided by identity from `call.actor`, never from a body field.
 */
export const IdentityRpc = {
  health: healthRpc('identity'),
  emailStatus: defineRpc('rpc.identity.auth.emailStatus', EmailStatusBody, EmailStatusResponse),
  register: defineRpc('rpc.identity.auth.register', RegisterBody, RegisterReply),
  login: defineRpc('rpc.identity.auth.login', LoginBody, IdentitySession),
  requestCode: defineRpc('rpc.identity.auth.requestCode', RequestCodeBody, CodeRequestedReply),
  verifyEmail: defineRpc('rpc.identity.auth.verifyEmail', VerifyEmailBody, IdentitySession),
  resetPassword: defineRpc('rpc.identity.auth.resetPassword', ResetPasswordBody, IdentitySession),
  refresh: defineRpc('rpc.identity.auth.refresh', RefreshTokenRequest, IdentitySession),
  logout: defineRpc('rpc.identity.auth.logout', RefreshTokenRequest, LogoutReply),
  oauthSignIn: defineRpc('rpc.identity.auth.oauthSignIn', OAuthSignInRequest, IdentitySession),
  me: defineRpc('rpc.identity.user.me', IdentityEmptyRequest, Me),
  getProfile: defineRpc('rpc.identity.profile.get', GetProfileRequest, Profile),
  updateProfile: defineRpc('rpc.identity.profile.update', UpdateProfileBody, Profile),
  changePassword: defineRpc(
    'rpc.identity.account.changePassword',
    ChangePasswordRequest,
    ChangePasswordReply,
  ),
  deleteUser: defineRpc('rpc.identity.user.delete', DeleteAccountBody, DeleteUserReply),
  listUsers: defineRpc('rpc.identity.admin.listUsers', AdminUsersQuery, AdminUsersResponse),
  setRoles: defineRpc('rpc.identity.admin.setRoles', SetRolesRequest, AdminUser),
  bootstrapAdmin: defineRpc('rpc.identity.admin.bootstrap', BootstrapAdminBody, Me),
  adminStatus: defineRpc('rpc.identity.admin.status', IdentityEmptyRequest, AdminStatusReply),
} as const;
