import { z } from 'zod';
import { IsoDate, IsoDateTime, Locale, Uuid } from '../common/ids.js';
import { Role } from '../common/actor.js';
import { CountryCode } from '../domain/countries.js';
import { LIMITS } from '../domain/limits.js';

/**
 * The nouns of identity: the fields and records that both the BFF's HTTP API (`http/`) and the
 * identity service's messages (`identity/rpc.ts`) are built from. Neither side imports the other.
 */

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

/** A password being checked, not set: any non-empty string up to the maximum. */
export const GivenPassword = z.string().min(1, 'Please enter your password').max(128);

export const OtpCode = z.string().regex(/^\d{6}$/, 'Enter the 6-digit code');

export const OtpPurpose = z.enum(['verify_email', 'reset_password']);
export type OtpPurpose = z.infer<typeof OtpPurpose>;

export const EmailStatus = z.enum(['new', 'unverified', 'active']);
export type EmailStatus = z.infer<typeof EmailStatus>;

export const UserStatus = z.enum(['unverified', 'active', 'deleted']);
export type UserStatus = z.infer<typeof UserStatus>;

/** Names are free text (spec §5), but bounded. */
export const FirstName = z.string().trim().min(1, 'Please enter your first name').max(80);
export const LastName = z.string().trim().min(1, 'Please enter your last name').max(80);

/** Digits, spaces and ( ) - as typed, without the dial code (the country gives that). */
export const PhoneNumber = z
  .string()
  .trim()
  .max(20)
  .regex(/^[0-9 ()-]*$/, 'Please enter a valid phone number');

export const AboutText = z.string().trim().max(1000);

export const AvatarUrl = z.url().max(500);

/** Spec §3 signup metadata. */
export const SignupProfile = z.object({
  firstName: FirstName,
  lastName: LastName,
  birthday: IsoDate,
  countryCode: CountryCode,
  phoneNumber: PhoneNumber,
  optOutPromotions: z.boolean().default(false),
});

/** Everything a sign-up states: the HTTP body and the register message share these fields. */
export const RegistrationFields = {
  email: Email,
  password: NewPassword,
  locale: Locale.default('en'),
  ...SignupProfile.shape,
};

/** What a user may change on their own profile (every field optional: a PATCH). */
export const ProfileChanges = z
  .object({
    firstName: FirstName,
    lastName: LastName,
    birthday: IsoDate.nullable(),
    phoneNumber: PhoneNumber.nullable(),
    countryCode: CountryCode.nullable(),
    optOutPromotions: z.boolean(),
    avatarUrl: AvatarUrl.nullable(),
    about: AboutText.nullable(),
    locale: Locale.nullable(),
  })
  .partial()
  .strict();
export type ProfileChanges = z.input<typeof ProfileChanges>;

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

/** The signed-in user. */
export const Me = z.object({
  id: Uuid,
  email: z.string(),
  status: UserStatus,
  roles: z.array(Role),
  createdAt: IsoDateTime,
  profile: Profile,
});
export type Me = z.infer<typeof Me>;

export const OAuthProvider = z.enum(['google', 'facebook', 'apple']);
export type OAuthProvider = z.infer<typeof OAuthProvider>;

/** A user as the admin list shows it. */
export const AdminUser = z.object({
  id: Uuid,
  email: z.string(),
  status: UserStatus,
  roles: z.array(Role),
  fullName: z.string(),
  createdAt: IsoDateTime,
});
export type AdminUser = z.infer<typeof AdminUser>;

/** The admin user list's filter and page: the query string and the message share it. */
export const UserListFields = {
  cursor: z.string().max(200).optional(),
  q: z.string().trim().max(254).optional(),
};

export const UserPage = z.object({
  items: z.array(AdminUser),
  nextCursor: z.string().nullable(),
});
export type UserPage = z.infer<typeof UserPage>;
