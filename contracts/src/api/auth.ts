import { z } from 'zod';
import { IsoDate, IsoDateTime, Locale, Uuid } from '../common/ids.js';
import { Role } from '../common/actor.js';
import { CountryCode } from '../domain/countries.js';
import { LIMITS } from '../domain/limits.js';

/** Emails compare case-insensitively; we keep what the user typed, trimmed, lower-cased. */
export const Email = z
  .string()
  .trim()
  .min(1, 'Please enter your email address')
  .max(254)
  .pipe(z.email('Please enter a valid email address'))
  .transform((e) => e.toLowerCase());

/** Server-side floor; the strength checklist beyond it is advice, as the spec says. */
export const NewPassword = z
  .string()
  .min(LIMITS.passwordMinLength, `Password must be at least ${LIMITS.passwordMinLength} characters`)
  .max(128, 'Password must be at most 128 characters');

export const OtpCode = z.string().regex(/^\d{6}$/, 'Enter the 6-digit code');

export const OtpPurpose = z.enum(['verify_email', 'reset_password']);
export type OtpPurpose = z.infer<typeof OtpPurpose>;

export const EmailStatus = z.enum(['new', 'unverified', 'active']);
export type EmailStatus = z.infer<typeof EmailStatus>;

export const UserStatus = z.enum(['unverified', 'active', 'deleted']);
export type UserStatus = z.infer<typeof UserStatus>;

/** Profile as the owner sees it. */
export const Profile = z.object({
  userId: Uuid,
  firstName: z.string(),
  lastName: z.string(),
  fullName: z.string(),
  birthday: IsoDate.nullable(),
  phoneNumber: z.string().nullable(),
  countryCode: CountryCode.nullable(),
  optOutPromotions: z.boolean(),
  avatarUrl: z.string().nullable(),
  about: z.string().nullable(),
  locale: Locale.nullable(),
});
export type Profile = z.infer<typeof Profile>;

/** The signed-in user, as `GET /api/me` returns it. */
export const Me = z.object({
  id: Uuid,
  email: z.string(),
  status: UserStatus,
  roles: z.array(Role),
  createdAt: IsoDateTime,
  profile: Profile,
});
export type Me = z.infer<typeof Me>;

export const MeResponse = z.object({ user: Me.nullable() });
export type MeResponse = z.infer<typeof MeResponse>;

export const EmailStatusBody = z.object({ email: Email }).strict();
export const EmailStatusResponse = z.object({ status: EmailStatus });

/** Names are free text (spec §5), but bounded. */
export const FirstName = z.string().trim().min(1, 'Please enter your first name').max(80);
export const LastName = z.string().trim().min(1, 'Please enter your last name').max(80);

/** Digits, spaces and ( ) - as typed, without the dial code (the country gives that). */
export const PhoneNumber = z
  .string()
  .trim()
  .max(20)
  .regex(/^[0-9 ()-]*$/, 'Please enter a valid phone number');

/** Spec §3 signup metadata. */
export const SignupProfile = z.object({
  firstName: FirstName,
  lastName: LastName,
  birthday: IsoDate,
  countryCode: CountryCode,
  phoneNumber: PhoneNumber,
  optOutPromotions: z.boolean().default(false),
});

export const RegisterBody = z
  .object({
    email: Email,
    password: NewPassword,
    locale: Locale.default('en'),
  })
  .extend(SignupProfile.shape)
  .strict();
export type RegisterBody = z.input<typeof RegisterBody>;
export const RegisterResponse = z.object({ email: z.string(), status: UserStatus });

export const LoginBody = z
  .object({ email: Email, password: z.string().min(1, 'Please enter your password').max(128) })
  .strict();
export type LoginBody = z.input<typeof LoginBody>;

export const RequestCodeBody = z
  .object({ email: Email, purpose: OtpPurpose, locale: Locale.optional() })
  .strict();
export type RequestCodeBody = z.input<typeof RequestCodeBody>;

export const VerifyEmailBody = z.object({ email: Email, code: OtpCode }).strict();
export type VerifyEmailBody = z.input<typeof VerifyEmailBody>;

export const ResetPasswordBody = z
  .object({ email: Email, code: OtpCode, password: NewPassword })
  .strict();
export type ResetPasswordBody = z.input<typeof ResetPasswordBody>;

export const SessionResponse = z.object({ user: Me });
export type SessionResponse = z.infer<typeof SessionResponse>;

export const AcceptedResponse = z.object({ accepted: z.literal(true) });

export const UpdateProfileBody = z
  .object({
    firstName: FirstName,
    lastName: LastName,
    birthday: IsoDate.nullable(),
    phoneNumber: PhoneNumber.nullable(),
    countryCode: CountryCode.nullable(),
    optOutPromotions: z.boolean(),
    avatarUrl: z.url().max(500).nullable(),
    about: z.string().trim().max(1000).nullable(),
    locale: Locale.nullable(),
  })
  .partial()
  .strict();
export type UpdateProfileBody = z.input<typeof UpdateProfileBody>;

export const ChangePasswordBody = z
  .object({ currentPassword: z.string().min(1).max(128), newPassword: NewPassword })
  .strict();

export const DeleteAccountBody = z.object({ password: z.string().min(1).max(128) }).strict();

export const OAuthProvider = z.enum(['google', 'facebook', 'apple']);
export type OAuthProvider = z.infer<typeof OAuthProvider>;
export const AuthProvidersResponse = z.object({
  providers: z.array(z.object({ id: OAuthProvider, enabled: z.boolean() })),
});

export const UnreadCountResponse = z.object({ count: z.number().int().nonnegative() });

export const AdminUser = z.object({
  id: Uuid,
  email: z.string(),
  status: UserStatus,
  roles: z.array(Role),
  fullName: z.string(),
  createdAt: IsoDateTime,
});
export type AdminUser = z.infer<typeof AdminUser>;
export const AdminUsersQuery = z
  .object({
    cursor: z.string().max(200).optional(),
    limit: z.coerce.number().int().min(1).max(100).default(50),
    q: z.string().trim().max(254).optional(),
  })
  .strict();
export const AdminUsersResponse = z.object({
  items: z.array(AdminUser),
  nextCursor: z.string().nullable(),
});
export const SetRolesBody = z.object({ roles: z.array(Role) }).strict();
export const BootstrapAdminBody = z.object({ token: z.string().min(1).max(200) }).strict();
