import { z } from 'zod';
import { SUPPORT_LIMITS, SupportTicketInput, SupportTopic, Uuid } from '@arrendo/contracts/web';

/** The contact form: the service's own rules, plus the empty choices of its two selects. */
export const ContactForm = SupportTicketInput.extend({
  topic: z.string().pipe(SupportTopic),
  bookingId: z.union([z.literal(''), Uuid]).transform((v) => (v === '' ? undefined : v)),
});
export type ContactFormInput = z.input<typeof ContactForm>;
export type ContactFormOutput = z.output<typeof ContactForm>;

export const CONTACT_FIELDS = ['topic', 'bookingId', 'subject', 'message'] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];

/** The limits shown in messages and counters. */
export const LIMITS = SUPPORT_LIMITS;
