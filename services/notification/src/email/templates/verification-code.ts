import { z } from 'zod';
import { codeEmailFields, minutes } from './common.js';
import type { RenderContext, RenderedEmail } from './common.js';
import { renderCodeEmail } from './code-email.js';

export const VerificationCodeEmail = z.object({
  template: z.literal('verification-code'),
  ...codeEmailFields,
});
export type VerificationCodeEmail = z.infer<typeof VerificationCodeEmail>;

const COPY = {
  en: (d: VerificationCodeEmail) => ({
    subject: 'Your Arrendo verification code',
    preheader: 'Use this code to verify your email address.',
    heading: 'Verify your email',
    intro: 'Your Arrendo verification code is:',
    howTo: `Enter it in the Arrendo window where you signed up. The code expires in ${minutes('en', d.expiresInMinutes)} and works only once.`,
    notYou:
      "If you didn't try to create an Arrendo account, ignore this email: nobody can use your address without this code. Never share it with anyone; Arrendo will never ask you for it.",
  }),
  es: (d: VerificationCodeEmail) => ({
    subject: 'Tu código de verificación de Arrendo',
    preheader: 'Usa este código para verificar tu correo electrónico.',
    heading: 'Verifica tu correo',
    intro: 'Tu código de verificación de Arrendo es:',
    howTo: `Ingrésalo en la ventana de Arrendo donde te registraste. El código vence en ${minutes('es', d.expiresInMinutes)} y solo se puede usar una vez.`,
    notYou:
      'Si no intentaste crear una cuenta en Arrendo, ignora este correo: nadie puede usar tu dirección sin este código. No lo compartas con nadie; Arrendo nunca te lo pedirá.',
  }),
};

export function renderVerificationCode(
  d: VerificationCodeEmail,
  ctx: RenderContext,
): RenderedEmail {
  return renderCodeEmail(COPY[ctx.locale](d), d, ctx);
}
