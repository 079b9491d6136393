import { z } from 'zod';
import { defineRpc, healthRpc } from '../common/rpc.js';
import { AdminStatsRequest, IdentityAdminStats } from '../common/admin-stats.js';
import { AdminAuditPage, AdminAuditRequest } from './admin-audit.js';
import { IsoDateTime, Locale, Uuid } from '../common/ids.js';
import { Role } from '../common/actor.js';
import { textProblem } from '../common/text.js';
import {
  AdminUser,
  AdminUserDetail,
  SuspensionReason,
  Email,
  EmailStatus,
  GivenPassword,
  Me,
  NewPassword,
  OAuthProvider,
  OtpCode,
  EmailCodePurpose,
  ActorCodePurpose,
  Profile,
  PublicHostProfile,
  PublicUserCard,
  AboutText,
  AvatarUrl,
  FirstName,
  LastName,
  Languages,
  ProviderName,
  ProfileChanges,
  RegistrationFields,
  UserListFields,
  UserPage,
  UserStatus,
} from './model.js';
import { PromotionalConsent, PromotionalConsentChange } from './consent.js';
import { IdentityUserExport } from './export.js';

/**
 * The identity service's messages. They are built from `model.ts`, never from the BFF's HTTP
 * shapes: the public API and the service protocol change for different reasons.
 */

/**
 * A user's session version: raised whenever every access token minted before must stop working
 * (password change or reset, account deletion, role change). Access tokens carry the version
 * they were minted at.
 */
export const SessionVersion = z.number().int().min(0);

/**
 * What identity hands the BFF after any sign-in. The BFF mints the short-lived access JWT from
 * `user.id` + `user.roles`, and `sessionId` + `sessionVersion` so it can tell at once when the
 * session ends; the refresh token is opaque and only identity can check it. `sessionId` is the
 * refresh-token family: the same for every rotation of one sign-in.
 */
export const IdentitySession = z.object({
  user: Me,
  refreshToken: z.string().min(1),
  refreshExpiresAt: IsoDateTime,
  sessionId: Uuid.optional(),
  sessionVersion: SessionVersion.optional(),
});
export type IdentitySession = z.infer<typeof IdentitySession>;

export const EmailStatusRequest = z.object({ email: Email }).strict();
export const EmailStatusReply = z.object({ status: EmailStatus });

export const RegisterRequest = z.object(RegistrationFields).strict();
export type RegisterRequest = z.input<typeof RegisterRequest>;
export const RegisterReply = z.object({ userId: Uuid, email: z.string(), status: UserStatus });
export type RegisterReply = z.infer<typeof RegisterReply>;

export const LoginRequest = z.object({ email: Email, password: GivenPassword }).strict();

export const RequestCodeRequest = z
  .object({ email: Email, purpose: EmailCodePurpose, locale: Locale.optional() })
  .strict();
export const CodeRequestedReply = z.object({ accepted: z.literal(true) });

/** A step-up code for the actor, sent to their own address. */
export const IssueActorCodeRequest = z
  .object({ purpose: ActorCodePurpose, locale: Locale.optional() })
  .strict();
export const IssueActorCodeReply = z.object({
  codeId: Uuid,
  expiresAt: IsoDateTime,
  /** The address it went to, masked (`a•••@example.com`). */
  emailHint: z.string(),
});
export type IssueActorCodeReply = z.infer<typeof IssueActorCodeReply>;

/** Redeems the actor's code `codeId` (only that one: a later code replaces it). */
export const RedeemActorCodeRequest = z
  .object({ purpose: ActorCodePurpose, codeId: Uuid, code: OtpCode })
  .strict();
export const RedeemActorCodeReply = z.object({ redeemed: z.literal(true) });

export const VerifyEmailRequest = z.object({ email: Email, code: OtpCode }).strict();

export const ResetPasswordRequest = z
  .object({ email: Email, code: OtpCode, password: NewPassword })
  .strict();

export const RefreshTokenRequest = z.object({ refreshToken: z.string().min(1).max(200) }).strict();

/** `sessionId`: the family that ended, so the BFF can refuse its access tokens at once. */
export const LogoutReply = z.object({
  revoked: z.boolean(),
  sessionId: Uuid.optional(),
  userId: Uuid.optional(),
});

/**
 * Is this sign-in still alive, and which session version does its user have now? Asked by the
 * BFF when its shared cache cannot answer; `active` is false once the family is revoked or
 * expired or the user is gone.
 */
export const SessionStatusRequest = z.object({ sessionId: Uuid, userId: Uuid }).strict();
export const SessionStatusReply = z.object({ active: z.boolean(), sessionVersion: SessionVersion });
export type SessionStatusReply = z.infer<typeof SessionStatusReply>;

export const OAuthSignInRequest = z
  .object({
    provider: OAuthProvider,
    providerSubject: z
      .string()
      .min(1)
      .max(255)
      .refine((value) => textProblem(value) === null, 'Invalid provider subject'),
    email: Email,
    emailVerified: z.boolean(),
    firstName: ProviderName.optional(),
    lastName: ProviderName.optional(),
  })
  .strict();
export type OAuthSignInRequest = z.input<typeof OAuthSignInRequest>;

/**
 * An active, verified account made by the system (the demo seed, later an import), idempotent
 * by email: when a live account holds the address its id is returned and nothing of it changes
 * (credentials, names, verification), the same rule as a repeat sign-up. Without a password the
 * user can only sign in by code. `memberSince` back-dates the account (demo realism).
 */
export const ProvisionUserRequest = z
  .object({
    email: Email,
    password: NewPassword.optional(),
    firstName: FirstName,
    lastName: LastName,
    about: AboutText.optional(),
    avatarUrl: AvatarUrl.optional(),
    languages: Languages.default([]),
    locale: Locale.optional(),
    memberSince: IsoDateTime.optional(),
  })
  .strict();
export type ProvisionUserRequest = z.input<typeof ProvisionUserRequest>;
/** `created`: false when the address already had an account (which was left as it was). */
export const ProvisionUserReply = z.object({ userId: Uuid, created: z.boolean() });
export type ProvisionUserReply = z.infer<typeof ProvisionUserReply>;

export const GetPublicProfileRequest = z.object({ userId: Uuid }).strict();

/** At most this many people's cards in one call (a page of a list). */
export const PUBLIC_CARDS_MAX = 200;
export const GetPublicCardsRequest = z
  .object({ userIds: z.array(Uuid).max(PUBLIC_CARDS_MAX) })
  .strict();
/** The cards of the users that exist and are not deleted, in no particular order. */
export const PublicUserCards = z.object({ cards: z.array(PublicUserCard) });
export type PublicUserCards = z.infer<typeof PublicUserCards>;

export const IdentityEmptyRequest = z.object({}).strict();

export const GetProfileRequest = z.object({ userId: Uuid }).strict();

/** `currentRefreshToken` (the BFF's cookie) keeps the caller's own session; all others end. */
export const ChangePasswordRequest = z
  .object({
    currentPassword: GivenPassword,
    newPassword: NewPassword,
    currentRefreshToken: z.string().min(1).max(200).optional(),
  })
  .strict();
export const ChangePasswordReply = z.object({
  changed: z.literal(true),
  sessionVersion: SessionVersion.optional(),
});

export const DeleteUserRequest = z.object({ password: GivenPassword }).strict();
export const DeleteUserReply = z.object({
  deleted: z.literal(true),
  sessionVersion: SessionVersion.optional(),
});

export const ListUsersRequest = z
  .object({ ...UserListFields, limit: z.number().int().min(1).max(100).default(50) })
  .strict();

export const SetRolesRequest = z.object({ userId: Uuid, roles: z.array(Role) }).strict();
export type SetRolesRequest = z.input<typeof SetRolesRequest>;
/** The user as the admin list shows it, plus their new session version (roles live in tokens). */
export const SetRolesReply = AdminUser.extend({ sessionVersion: SessionVersion.optional() });

export const AdminUserRequest = z.object({ userId: Uuid }).strict();

export const SuspendUserRequest = z.object({ userId: Uuid, reason: SuspensionReason }).strict();
export type SuspendUserRequest = z.input<typeof SuspendUserRequest>;
export const ReactivateUserRequest = z.object({ userId: Uuid }).strict();
/**
 * The account after the change, plus its session version when this call raised it (the BFF
 * refuses older tokens at once); absent when nothing changed (already in that state).
 */
export const UserStatusChangeReply = AdminUserDetail.extend({
  sessionVersion: SessionVersion.optional(),
});
export type UserStatusChangeReply = z.infer<typeof UserStatusChangeReply>;

export const UserContactRequest = z.object({ userId: Uuid }).strict();
/**
 * How to reach a user by email, for the system's own messages (booking emails). `locale` is the
 * profile's, or the fallback language when the user never chose one (as for code emails).
 */
export const UserContactReply = z.object({
  userId: Uuid,
  email: z.string(),
  firstName: z.string(),
  locale: Locale,
});
export type UserContactReply = z.infer<typeof UserContactReply>;

export const BootstrapAdminRequest = z.object({ token: z.string().min(1).max(200) }).strict();

export const AdminStatusReply = z.object({ hasAdmin: z.boolean() });

/**
 * Every identity subject. The actor comes from the RPC envelope: ownership (profile, password,
 * delete, admin) is decided by identity from `call.actor`, never from a body field.
 */
export const IdentityRpc = {
  health: healthRpc('identity'),
  /** The admin dashboard's figures over a period (admins only; `common/admin-stats.ts`). */
  adminStats: defineRpc('rpc.identity.admin.stats', AdminStatsRequest, IdentityAdminStats),
  emailStatus: defineRpc('rpc.identity.auth.emailStatus', EmailStatusRequest, EmailStatusReply),
  register: defineRpc('rpc.identity.auth.register', RegisterRequest, RegisterReply),
  login: defineRpc('rpc.identity.auth.login', LoginRequest, IdentitySession),
  requestCode: defineRpc('rpc.identity.auth.requestCode', RequestCodeRequest, CodeRequestedReply),
  verifyEmail: defineRpc('rpc.identity.auth.verifyEmail', VerifyEmailRequest, IdentitySession),
  /**
   * A signed-in user only (UNAUTHENTICATED otherwise): a code to their own address, to confirm a
   * sensitive change another service holds (payout details). At most five an hour (RATE_LIMITED).
   */
  issueActorCode: defineRpc(
    'rpc.identity.code.issueForActor',
    IssueActorCodeRequest,
    IssueActorCodeReply,
  ),
  /**
   * The actor's own code, consumed when right. Wrong guesses count (five kill it) and answer
   * VALIDATION on `code`, as the sign-up code does.
   */
  redeemActorCode: defineRpc(
    'rpc.identity.code.redeemForActor',
    RedeemActorCodeRequest,
    RedeemActorCodeReply,
  ),
  resetPassword: defineRpc(
    'rpc.identity.auth.resetPassword',
    ResetPasswordRequest,
    IdentitySession,
  ),
  refresh: defineRpc('rpc.identity.auth.refresh', RefreshTokenRequest, IdentitySession),
  logout: defineRpc('rpc.identity.auth.logout', RefreshTokenRequest, LogoutReply),
  sessionStatus: defineRpc(
    'rpc.identity.auth.sessionStatus',
    SessionStatusRequest,
    SessionStatusReply,
  ),
  oauthSignIn: defineRpc('rpc.identity.auth.oauthSignIn', OAuthSignInRequest, IdentitySession),
  me: defineRpc('rpc.identity.user.me', IdentityEmptyRequest, Me),
  getProfile: defineRpc('rpc.identity.profile.get', GetProfileRequest, Profile),
  /** Anyone, signed in or not: the public host profile. Deleted and unknown users: NOT_FOUND. */
  /** Anyone: many people's cards at once (a list of bookings); deleted and unknown left out. */
  getPublicCards: defineRpc(
    'rpc.identity.profile.getPublicCards',
    GetPublicCardsRequest,
    PublicUserCards,
  ),
  getPublicProfile: defineRpc(
    'rpc.identity.profile.getPublic',
    GetPublicProfileRequest,
    PublicHostProfile,
  ),
  /** System and admins only (FORBIDDEN otherwise). */
  provision: defineRpc('rpc.identity.user.provision', ProvisionUserRequest, ProvisionUserReply),
  /**
   * The system actor only (consumers such as notification; FORBIDDEN to everyone else, admins
   * included: an email address is private). Unknown and deleted users: NOT_FOUND.
   */
  contact: defineRpc('rpc.identity.user.contact', UserContactRequest, UserContactReply),
  updateProfile: defineRpc('rpc.identity.profile.update', ProfileChanges, Profile),
  changePassword: defineRpc(
    'rpc.identity.account.changePassword',
    ChangePasswordRequest,
    ChangePasswordReply,
  ),
  deleteUser: defineRpc('rpc.identity.user.delete', DeleteUserRequest, DeleteUserReply),
  listUsers: defineRpc('rpc.identity.admin.listUsers', ListUsersRequest, UserPage),
  setRoles: defineRpc('rpc.identity.admin.setRoles', SetRolesRequest, SetRolesReply),
  /** Admins only (decision 0048). Unknown and deleted accounts: NOT_FOUND. */
  adminUser: defineRpc('rpc.identity.admin.user', AdminUserRequest, AdminUserDetail),
  /**
   * Admins only; not oneself, never the last active admin (CONFLICT, reason `SELF` /
   * `LAST_ADMIN`). Ends every session of the account at once. A suspended account again: no-op.
   */
  suspendUser: defineRpc(
    'rpc.identity.admin.suspendUser',
    SuspendUserRequest,
    UserStatusChangeReply,
  ),
  /** Admins only; an account that is not suspended: no-op. */
  reactivateUser: defineRpc(
    'rpc.identity.admin.reactivateUser',
    ReactivateUserRequest,
    UserStatusChangeReply,
  ),
  bootstrapAdmin: defineRpc('rpc.identity.admin.bootstrap', BootstrapAdminRequest, Me),
  adminStatus: defineRpc('rpc.identity.admin.status', IdentityEmptyRequest, AdminStatusReply),
  /** The admin audit log, newest first (admins only; decision 0045). */
  adminAudit: defineRpc('rpc.identity.admin.audit', AdminAuditRequest, AdminAuditPage),
  /** The actor's own consent to promotional messages; anonymous: UNAUTHENTICATED. */
  getPromotionalConsent: defineRpc(
    'rpc.identity.promotionalConsent.get',
    IdentityEmptyRequest,
    PromotionalConsent,
  ),
  /** Records a change of the actor's consent; the same value again records nothing. */
  setPromotionalConsent: defineRpc(
    'rpc.identity.promotionalConsent.set',
    PromotionalConsentChange,
    PromotionalConsent,
  ),
  /** The actor's own account data, for the personal data export; never a secret. */
  exportUser: defineRpc('rpc.identity.user.export', IdentityEmptyRequest, IdentityUserExport),
} as const;
