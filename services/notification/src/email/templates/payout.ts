import { z } from 'zod';
import { PayoutMethod, Uuid, type Locale } from '@arrendo/contracts';
import { FirstName } from './common.js';
import type { RenderContext, RenderedEmail } from './common.js';
import { clp } from './booking-format.js';
import { renderWords, type NotificationWords } from './simple-layout.js';

const payoutFields = {
  firstName: FirstName,
  payoutId: Uuid,
  /** CLP paid (or not paid) to the host. */
  amount: z.number().int().positive(),
  method: PayoutMethod,
};

/** To the host: a payout left (the bank batch was paid, or Stripe took the transfer). */
export const PayoutPaidEmail = z.object({ template: z.literal('payout-paid'), ...payoutFields });
/** To the host: a payout came back; its earnings wait for new payout details. */
export const PayoutFailedEmail = z.object({
  template: z.literal('payout-failed'),
  ...payoutFields,
  reason: z.string().max(500),
});
export type PayoutPaidEmail = z.infer<typeof PayoutPaidEmail>;
export type PayoutFailedEmail = z.infer<typeof PayoutFailedEmail>;

export const PAYOUTS_PATH = '/payments?tab=payouts';

export function payoutWords(d: PayoutPaidEmail | PayoutFailedEmail, locale: Locale) {
  const es = locale === 'es';
  const amount = clp(d.amount, locale);
  const via = d.method === 'stripe' ? 'Stripe' : es ? 'transferencia bancaria' : 'bank transfer';
  const details: [string, string][] = [
    [es ? 'Monto' : 'Amount', amount],
    [es ? 'Medio' : 'Method', via],
    [es ? 'Referencia' : 'Reference', d.payoutId.slice(0, 8).toUpperCase()],
  ];
  const action = { label: es ? 'Ver tus pagos' : 'View your payouts', path: PAYOUTS_PATH };
  if (d.template === 'payout-paid') {
    return {
      subject: es ? `Te enviamos ${amount}` : `We sent you ${amount}`,
      heading: es ? 'Pago enviado' : 'Payout sent',
      summary: es ? `Enviamos tu pago de ${amount}.` : `Your payout of ${amount} is on its way.`,
      paragraphs: [
        es
          ? 'Tu banco puede tardar uno o dos días hábiles en mostrarlo.'
          : 'Your bank may take one or two business days to show it.',
      ],
      details,
      action,
    } satisfies NotificationWords;
  }
  return {
    subject: es ? `Tu pago de ${amount} no se pudo enviar` : `Your payout of ${amount} failed`,
    heading: es ? 'El pago no se pudo enviar' : 'Payout failed',
    summary: es
      ? `Tu pago de ${amount} no se pudo enviar: ${d.reason}`
      : `Your payout of ${amount} could not be sent: ${d.reason}`,
    paragraphs: [
      es
        ? 'Revisa tus datos de pago. Tus ganancias siguen a salvo y se pagan con el próximo pago una vez corregidos.'
        : 'Check your payout details. Your earnings are safe and are paid with the next payout once they are fixed.',
    ],
    details,
    action,
  } satisfies NotificationWords;
}

export function renderPayout(
  d: PayoutPaidEmail | PayoutFailedEmail,
  ctx: RenderContext,
): RenderedEmail {
  return renderWords(payoutWords(d, ctx.locale), d.firstName, ctx);
}
