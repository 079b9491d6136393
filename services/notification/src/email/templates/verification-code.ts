import { z } from 'zod';
import { SIGNATURE, codeEmailFields, greeting, minutes } from './common.js';
import type { RenderContext, RenderedEmail } from './common.js';
import { renderLayout, renderText } from './layout.js';
import type { LayoutInput } from './layout.js';

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
  const copy = COPY[ctx.locale](d);
  const layout: LayoutInput = {
    locale: ctx.locale,
    preheader: copy.preheader,
    heading: copy.heading,
    blocks: [
      { kind: 'paragraph', text: greeting(ctx.locale, d.firstName) },
      { kind: 'paragraph', text: copy.intro },
      { kind: 'code', code: d.code },
      { kind: 'paragraph', text: copy.howTo },
      { kind: 'note', text: copy.notYou },
    ],
    signature: SIGNATURE[ctx.locale],
  };
  return { subject: copy.subject, text: renderText(layout), html: renderLayout(layout) };
}
