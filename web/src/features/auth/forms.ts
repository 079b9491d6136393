import { LoginBody, NewPassword, OtpCode, SignupProfile } from '@arrendo/contracts/web';
import { z } from 'zod';
import { RequiredBirthDate } from '@/features/profile/forms';

const PASSWORDS_DO_NOT_MATCH = 'Passwords do not match';

export const LoginForm = LoginBody.pick({ password: true });

/** New password + confirmation (spec §5: the confirmation must match). */
export const NewPasswordForm = z
  .object({ password: NewPassword, confirmPassword: z.string() })
  .refine((v) => v.password === v.confirmPassword, {
    message: PASSWORDS_DO_NOT_MATCH,
    path: ['confirmPassword'],
  });

export const ResetPasswordForm = z
  .object({ code: OtpCode, password: NewPassword, confirmPassword: z.string() })
  .refine((v) => v.password === v.confirmPassword, {
    message: PASSWORDS_DO_NOT_MATCH,
    path: ['confirmPassword'],
  });

/** Spec §3 signup metadata with the 18-year floor checked before the server does. */
export const CompleteProfileForm = SignupProfile.extend({ birthday: RequiredBirthDate });
