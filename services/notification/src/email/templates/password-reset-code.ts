import { z } from 'zod';
import { codeEmailFields, minutes } from './common.js';
import type { RenderContext, RenderedEmail } from './common.js';
import { renderCodeEmail } from './code-email.js';

export const PasswordResetCodeEmail = z.object({
  template: z.literal('password-reset-code'),
  ...codeEmailFields,
});
export type PasswordResetCodeEmail = z.infer<typeof PasswordResetCodeEmail>;

const COPY = {
  en: (d: PasswordResetCodeEmail) => ({
    subject: 'Your Arrendo password reset code',
    preheader: 'Use this code to choose a new password.',
    heading: 'Reset your password',
    intro: 'We received a request to reset the password of your Arrendo account. Your code is:',
    button: 'Choose a new password',
    howTo: `Enter it together with your new password. The code expires in ${minutes('en', d.expiresInMinutes)} and works only once.`,
    notYou:
      "If you didn't ask to reset your password, ignore this email: your password stays the same. Never share this code with anyone; Arrendo will never ask you for it.",
  }),
  es: (d: PasswordResetCodeEmail) => ({
    subject: 'Tu código para restablecer tu contraseña de Arrendo',
    preheader: 'Usa este código para elegir una nueva contraseña.',
    heading: 'Restablece tu contraseña',
    intro:
      'Recibimos una solicitud para restablecer la contraseña de tu cuenta de Arrendo. Tu código es:',
    button: 'Elegir una nueva contraseña',
    howTo: `Ingrésalo junto con tu nueva contraseña. El código vence en ${minutes('es', d.expiresInMinutes)} y solo se puede usar una vez.`,
    notYou:
      'Si no pediste restablecer tu contraseña, ignora este correo: tu contraseña no cambia. No compartas este código con nadie; Arrendo nunca te lo pedirá.',
  }),
};

export function renderPasswordResetCode(
  d: PasswordResetCodeEmail,
  ctx: RenderContext,
): RenderedEmail {
  const { button, ...copy } = COPY[ctx.locale](d);
  // The recovery link (spec 2.2) opens the app's reset form with the email filled in.
  const action = ctx.to
    ? { kind: 'button' as const, label: button, href: recoveryUrl(ctx.appUrl, ctx.to) }
    : undefined;
  return renderCodeEmail(copy, d, ctx, action);
}

export function recoveryUrl(appUrl: string, email: string): string {
  const url = new URL('/', appUrl);
  url.searchParams.set('type', 'recovery');
  url.searchParams.set('email', email);
  return url.toString();
}
