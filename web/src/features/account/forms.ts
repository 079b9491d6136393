import {
  AboutText,
  AvatarUrl,
  CountryCode,
  FirstName,
  LanguageCode,
  LastName,
  NewPassword,
  PhoneNumber,
  type Profile,
  type UpdateProfileBody,
} from '@arrendo/contracts/web';
import { z } from 'zod';
import { OptionalBirthDate } from '@/features/profile/forms';
import { nationalNumber } from '@/features/profile/phone';

/** The profile edit form: strings as typed; empty optional fields become null on save. */
export const ProfileForm = z.object({
  firstName: FirstName,
  lastName: LastName,
  birthday: OptionalBirthDate,
  countryCode: CountryCode,
  phoneNumber: PhoneNumber,
  about: AboutText,
  // Empty means "no photo"; anything else must be what the server accepts, with its message.
  avatarUrl: z
    .string()
    .trim()
    .superRefine((value, ctx) => {
      if (value === '') return;
      const checked = AvatarUrl.safeParse(value);
      if (!checked.success)
        ctx.addIssue({ code: 'custom', message: checked.error.issues[0]!.message });
    }),
  // Ticked boxes of one group: react-hook-form gives their values as an array (a lone string or
  // false in some states, hence the normalising).
  languages: z.preprocess(
    (value) => (Array.isArray(value) ? value : typeof value === 'string' ? [value] : []),
    z.array(LanguageCode).max(10),
  ),
});

/** Offered on the profile form; a language set elsewhere (the seed) is offered too. */
export const COMMON_LANGUAGES = ['es', 'en', 'pt', 'fr', 'de', 'it'] as const;

export function languageOptions(current: readonly string[] | undefined): string[] {
  return [...new Set([...COMMON_LANGUAGES, ...(current ?? [])])];
}
export type ProfileFormInput = z.input<typeof ProfileForm>;
export type ProfileFormOutput = z.output<typeof ProfileForm>;

export function profileFormDefaults(profile: Profile): ProfileFormInput {
  return {
    firstName: profile.firstName,
    lastName: profile.lastName,
    birthday: profile.birthday ?? '',
    countryCode: profile.countryCode ?? 'CL',
    phoneNumber: nationalNumber(profile.phoneNumber),
    about: profile.about ?? '',
    avatarUrl: profile.avatarUrl ?? '',
    languages: profile.languages ?? [],
  };
}

export function toUpdateProfileBody(values: ProfileFormOutput): UpdateProfileBody {
  return {
    firstName: values.firstName,
    lastName: values.lastName,
    birthday: values.birthday || null,
    countryCode: values.countryCode,
    phoneNumber: values.phoneNumber || null,
    about: values.about || null,
    avatarUrl: values.avatarUrl || null,
    languages: values.languages,
  };
}

export const ChangePasswordForm = z
  .object({
    currentPassword: z.string().min(1, 'Please enter your password'),
    newPassword: NewPassword,
    confirmPassword: z.string(),
  })
  .refine((v) => v.newPassword === v.confirmPassword, {
    message: 'Passwords do not match',
    path: ['confirmPassword'],
  });

export const DeleteAccountForm = z.object({
  password: z.string().min(1, 'Please enter your password'),
});
