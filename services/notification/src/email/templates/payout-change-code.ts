import { z } from 'zod';
import { codeEmailFields, minutes } from './common.js';
import type { RenderContext, RenderedEmail } from './common.js';
import { renderCodeEmail } from './code-email.js';

/** To a host: confirms the bank account their payouts are about to go to. */
export const PayoutChangeCodeEmail = z.object({
  template: z.literal('payout-change-code'),
  ...codeEmailFields,
});
export type PayoutChangeCodeEmail = z.infer<typeof PayoutChangeCodeEmail>;

const COPY = {
  en: (d: PayoutChangeCodeEmail) => ({
    subject: 'Confirm your new payout account',
    preheader: 'Use this code to confirm where Arrendo pays you.',
    heading: 'Confirm your payout account',
    intro:
      'Someone signed in to your Arrendo account asked to change the bank account your payouts go to. Your confirmation code is:',
    howTo: `Enter it on the Payout details page. The code expires in ${minutes('en', d.expiresInMinutes)} and works only once; nothing changes until it is entered.`,
    notYou:
      "If you didn't ask for this, do not share the code and change your password now: someone may be using your account. Your payouts keep going to your current account.",
  }),
  es: (d: PayoutChangeCodeEmail) => ({
    subject: 'Confirma tu nueva cuenta para pagos',
    preheader: 'Usa este código para confirmar dónde te paga Arrendo.',
    heading: 'Confirma tu cuenta para pagos',
    intro:
      'Alguien que inició sesión en tu cuenta de Arrendo pidió cambiar la cuenta bancaria a la que llegan tus pagos. Tu código de confirmación es:',
    howTo: `Ingrésalo en la página Datos para tus pagos. El código vence en ${minutes('es', d.expiresInMinutes)} y solo se puede usar una vez; nada cambia hasta que lo ingreses.`,
    notYou:
      'Si no lo pediste tú, no compartas el código y cambia tu contraseña ahora: alguien podría estar usando tu cuenta. Tus pagos siguen llegando a tu cuenta actual.',
  }),
};

export function renderPayoutChangeCode(
  d: PayoutChangeCodeEmail,
  ctx: RenderContext,
): RenderedEmail {
  return renderCodeEmail(COPY[ctx.locale](d), d, ctx);
}
