import { z } from 'zod';
import { singleLineText } from '@arrendo/contracts/web';
import { BOOKING_ID_MESSAGE } from './messages';

// The claim form's fields as people type them, checked with `PayoutClaimRequest`'s rules and
// messages (messages.ts translates them); the amount is text, to take a minus sign and the
// thousands dots people write ("-25.000").

const Amount = z
  .string()
  .transform((value) => value.replace(/[\s.,]/g, '').replace('−', '-'))
  .pipe(z.string().regex(/^-?\d+$/, 'Enter a whole number of pesos'))
  .transform(Number)
  .pipe(
    z
      .number()
      .refine((n) => n !== 0, 'Enter an amount other than zero')
      .refine((n) => Math.abs(n) <= 100_000_000, 'Enter at most 100.000.000 pesos'),
  );

export const ClaimForm = z.object({
  bookingId: z.string().trim().pipe(z.uuid(BOOKING_ID_MESSAGE)),
  amount: Amount,
  note: singleLineText({
    min: 3,
    max: 300,
    messages: {
      required: 'Say what the claim is for',
      tooLong: 'Keep the note under 300 characters',
    },
  }),
});
export type ClaimFormInput = z.input<typeof ClaimForm>;
export type ClaimFormValues = z.output<typeof ClaimForm>;

export const CLAIM_FIELDS = ['bookingId', 'amount', 'note'] as const;
export type ClaimField = (typeof CLAIM_FIELDS)[number];

export function isClaimField(path: string): path is ClaimField {
  return (CLAIM_FIELDS as readonly string[]).includes(path);
}

export const EMPTY_CLAIM: ClaimFormInput = { bookingId: '', amount: '', note: '' };
