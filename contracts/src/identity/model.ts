import { z } from 'zod';
import { IsoDate, IsoDateTime, Locale, Uuid } from '../common/ids.js';
import { Role } from '../common/actor.js';
import { CountryCode } from '../domain/countries.js';
import { LIMITS } from '../domain/limits.js';
import { PageCursor } from '../common/cursor.js';
import { multiLineText, singleLineText, textProblem } from '../common/text.js';
import { UserStatus } from './me.js';

export { Me, Profile, UserStatus } from './me.js';

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

export const PASSWORD_CHARACTERS_MESSAGE = 'Passwords cannot contain control characters';

/**
 * Server-side floor; the strength checklist beyond it is advice, as the spec says. Not trimmed:
 * spaces are part of a password. Control characters cannot be typed at a log-in form, and a lone
 * surrogate would be hashed as U+FFFD (two different passwords, one hash), so both are refused.
 */
export const NewPassword = z
  .string()
  .min(LIMITS.passwordMinLength, `Password must be at least ${LIMITS.passwordMinLength} characters`)
  .max(128, 'Password must be at most 128 characters')
  .refine((value) => textProblem(value) === null, PASSWORD_CHARACTERS_MESSAGE);

/**
 * A password being checked, not set: any non-empty string up to the maximum. Never refused for
 * its characters: a password set before today's rules must still work, and it is only hashed.
 */
export const GivenPassword = z.string().min(1, 'Please enter your password').max(128);

export const OtpCode = z.string().regex(/^\d{6}$/, 'Enter the 6-digit code');

/** Codes anyone may ask for by email address (sign-up and password reset). */
export const EmailCodePurpose = z.enum(['verify_email', 'reset_password']);
export type EmailCodePurpose = z.infer<typeof EmailCodePurpose>;

/**
 * Codes a signed-in user asks for to confirm a sensitive change (a step-up): they go to the
 * account's own address, never to one in the request, so a stolen session cannot receive them.
 */
export const ActorCodePurpose = z.enum(['confirm_payout']);
export type ActorCodePurpose = z.infer<typeof ActorCodePurpose>;

export const OtpPurpose = z.enum([...EmailCodePurpose.options, ...ActorCodePurpose.options]);
export type OtpPurpose = z.infer<typeof OtpPurpose>;

export const EmailStatus = z.enum(['new', 'unverified', 'active']);
export type EmailStatus = z.infer<typeof EmailStatus>;

/** Names are free text (spec §5), but bounded and on one line. */
export const FirstName = singleLineText({
  min: 1,
  max: 80,
  messages: { required: 'Please enter your first name' },
});
export const LastName = singleLineText({
  min: 1,
  max: 80,
  messages: { required: 'Please enter your last name' },
});
/** A name as a social provider states it: may be absent or empty. */
export const ProviderName = singleLineText({ max: 80 });

/** Digits, spaces and ( ) - as typed, without the dial code (the country gives that). */
export const PhoneNumber = z
  .string()
  .trim()
  .max(20)
  .regex(/^[0-9 ()-]*$/, 'Please enter a valid phone number');

export const AboutText = multiLineText({ max: 1000 });

/** Where uploaded and generated photos are served (the BFF's `/media/*`). */
export const MEDIA_PATH_PREFIX = '/media/';

export const AVATAR_URL_MESSAGES = {
  invalid: 'Please enter a valid URL',
  scheme: 'Use an https:// address for the photo',
} as const;

/** `/media/` then path segments of URL-safe characters; no segment starts with a dot (no `..`). */
const MEDIA_PATH = /^\/media\/(?:[A-Za-z0-9_~-][A-Za-z0-9._~-]*\/)*[A-Za-z0-9_~-][A-Za-z0-9._~-]*$/;

function avatarUrlProblem(value: string): string | null {
  if (value.startsWith('/')) return MEDIA_PATH.test(value) ? null : AVATAR_URL_MESSAGES.invalid;
  // The URL parser silently drops tabs and line breaks inside a URL; the stored text must be
  // exactly what is shown, so any whitespace or control character is refused first.
  if (/\s/.test(value) || textProblem(value) !== null) return AVATAR_URL_MESSAGES.invalid;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return AVATAR_URL_MESSAGES.invalid;
  }
  // javascript:, data:, file: and plain http: (mixed content) never reach an <img>.
  if (url.protocol !== 'https:') return AVATAR_URL_MESSAGES.scheme;
  if (!url.hostname || url.username || url.password) return AVATAR_URL_MESSAGES.invalid;
  return null;
}

/** An `https:` URL, or a path under the product's own `/media/`. */
export const AvatarUrl = z
  .string()
  .trim()
  .max(500, 'The photo address is too long')
  .superRefine((value, ctx) => {
    const message = avatarUrlProblem(value);
    if (message) ctx.addIssue({ code: 'custom', message });
  });

/**
 * A language someone speaks, as a lower-case ISO 639-1 code (`es`, `en`, `de`); the web shows
 * its name in the reader's language. Not a `Locale`: hosts speak more languages than the UI has.
 */
export const LanguageCode = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^[a-z]{2}$/, 'Use a two-letter language code such as es or en');
export type LanguageCode = z.infer<typeof LanguageCode>;

/** Distinct, in the order given (the first is the one spoken best), at most 10. */
export const Languages = z
  .array(LanguageCode)
  .max(10, 'At most 10 languages')
  .transform((codes) => [...new Set(codes)]);

/** Spec §3 signup metadata. */
export const SignupProfile = z.object({
  firstName: FirstName,
  lastName: LastName,
  birthday: IsoDate,
  countryCode: CountryCode,
  phoneNumber: PhoneNumber,
  /**
   * The sign-up's opt-in box (Ley 21.719: consent given, never presumed): true records consent to
   * promotional messages, dated, in identity's consent history; unticked records none.
   */
  acceptsPromotions: z.boolean().default(false),
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
    languages: Languages,
  })
  .partial()
  .strict();
export type ProfileChanges = z.input<typeof ProfileChanges>;

/**
 * A host as any visitor sees them (spec: host profile). Never the email, phone or birthday; the
 * last name only as its initial. `verified`: the account's email was proven.
 */
export const PublicHostProfile = z.object({
  id: Uuid,
  firstName: z.string(),
  /** Upper-case first letter of the last name, or null when there is none. */
  lastInitial: z.string().nullable(),
  /** "Camila R." — first name and last initial, as cards and pages show it. */
  displayName: z.string(),
  avatarUrl: z.string().nullable(),
  about: z.string().nullable(),
  languages: z.array(z.string()),
  /** When the account was created (ISO instant); the web shows month and year. */
  memberSince: IsoDateTime,
  verified: z.boolean(),
});
export type PublicHostProfile = z.infer<typeof PublicHostProfile>;

/** What lists show of a person (a host's guests, the dashboard's calendar): name and avatar. */
export const PublicUserCard = PublicHostProfile.pick({
  id: true,
  firstName: true,
  displayName: true,
  avatarUrl: true,
});
export type PublicUserCard = z.infer<typeof PublicUserCard>;

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
  cursor: PageCursor.optional(),
  q: singleLineText({ max: 254 }).optional(),
  /** Only accounts in this state (decision 0048); all of them when absent. */
  status: UserStatus.optional(),
};

/** One account as the admin's user page shows it (decision 0048). */
export const AdminUserDetail = AdminUser.extend({
  firstName: z.string(),
  lastName: z.string(),
  phoneNumber: z.string().nullable(),
  countryCode: CountryCode.nullable(),
  avatarUrl: z.string().nullable(),
  locale: Locale.nullable(),
  verifiedAt: IsoDateTime.nullable(),
  /** The newest sign-in or silent refresh identity knows of; null when it knows none. */
  lastSignInAt: IsoDateTime.nullable(),
  /** The current suspension's start; null unless `status` is `suspended`. */
  suspendedAt: IsoDateTime.nullable(),
});
export type AdminUserDetail = z.infer<typeof AdminUserDetail>;

/** Why an admin suspends an account: shown to admins and kept in the audit log. */
export const SuspensionReason = multiLineText({
  min: 1,
  max: 500,
  messages: { required: 'Please give a reason', tooLong: 'At most 500 characters' },
});

export const UserPage = z.object({
  items: z.array(AdminUser),
  nextCursor: z.string().nullable(),
});
export type UserPage = z.infer<typeof UserPage>;
