import { z } from 'zod';
import { ClaimDescription, ClaimMessageText } from '@arrendo/contracts/web';
import { parseMajorAmount, type ParsedAmount } from './money-input';

type AmountProblem = Extract<ParsedAmount, { ok: false }>['reason'];

/**
 * The amount field: text as typed (major units), checked as the service will check the integer
 * (above zero, at most `maxAmount` whole pesos); the issue's message is the problem's code, which
 * the form words through the catalogue.
 */
export function amountField(locale: string, maxAmount: number) {
  return z.string().superRefine((text, ctx) => {
    const parsed = parseMajorAmount(text, 'CLP', locale, maxAmount);
    if (!parsed.ok) ctx.addIssue({ code: 'custom', message: parsed.reason });
  });
}

/** What the host types to open a claim; the photos are uploaded beside the form. */
export function openClaimFormSchema(locale: string, maxAmount: number) {
  return z.object({ amount: amountField(locale, maxAmount), description: ClaimDescription });
}
export type OpenClaimForm = z.input<ReturnType<typeof openClaimFormSchema>>;

export const ClaimReplyForm = z.object({ body: ClaimMessageText });
export type ClaimReplyForm = z.input<typeof ClaimReplyForm>;

/** The amount's problem code from the form's error (its message), or undefined. */
export function amountProblem(message: string | undefined): AmountProblem | undefined {
  const known: readonly AmountProblem[] = ['required', 'invalid', 'decimals', 'zero', 'too_large'];
  return known.find((reason) => reason === message);
}

/**
 * A text field's zod issue code as a catalogue key: empty or too short, too long, or a character
 * that cannot be sent (a NUL, broken Unicode).
 */
export function textProblem(type: string | undefined): 'short' | 'long' | 'characters' | undefined {
  if (!type) return undefined;
  if (type === 'too_small') return 'short';
  if (type === 'too_big') return 'long';
  return 'characters';
}
