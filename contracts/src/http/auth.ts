import { z } from 'zod';
import { Locale } from '../common/ids.js';
import {
  Email,
  EmailStatus,
  GivenPassword,
  Me,
  NewPassword,
  OAuthProvider,
  OtpCode,
  EmailCodePurpose,
  RegistrationFields,
  UserStatus,
} from '../identity/model.js';

/** `/api/auth/*` and `/api/me`: what the browser sends and receives. */

export { MeResponse } from './me.js';

export const EmailStatusBody = z.object({ email: Email }).strict();
export const EmailStatusResponse = z.object({ status: EmailStatus });

export const RegisterBody = z.object(RegistrationFields).strict();
export type RegisterBody = z.input<typeof RegisterBody>;
export const RegisterResponse = z.object({ email: z.string(), status: UserStatus });

export const LoginBody = z.object({ email: Email, password: GivenPassword }).strict();
export type LoginBody = z.input<typeof LoginBody>;

export const RequestCodeBody = z
  .object({ email: Email, purpose: EmailCodePurpose, locale: Locale.optional() })
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

export const AuthProvidersResponse = z.object({
  providers: z.array(z.object({ id: OAuthProvider, enabled: z.boolean() })),
});
