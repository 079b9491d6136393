import { z } from 'zod';
import { ClaimDecisionNote } from '@arrendo/contracts/web';
import { amountField } from '@/features/claims/claim-form';

/** An optional note: empty is no note; anything else is checked as the service checks it. */
const optionalNote = z.string().superRefine((value, ctx) => {
  if (value.trim() === '') return;
  const parsed = ClaimDecisionNote.safeParse(value);
  if (!parsed.success) ctx.addIssue({ code: 'custom', message: parsed.error.issues[0]?.code });
});

/** Approving: at most what the host claimed (the service refuses more), and an optional note. */
export function approveFormSchema(locale: string, claimed: number) {
  return z.object({ amount: amountField(locale, claimed), note: optionalNote });
}
export type ApproveForm = z.input<ReturnType<typeof approveFormSchema>>;

/** Rejecting needs a note: both sides read why. */
export const RejectForm = z.object({ note: ClaimDecisionNote });
export type RejectForm = z.input<typeof RejectForm>;
