import { z } from 'zod';

/** Its server limit (contracts' ImportName). */
export const CALENDAR_NAME_MAX = 60;

/** http(s) or webcal(s), as calendar apps offer their subscription links; a host name after it. */
export function looksLikeCalendarUrl(value: string): boolean {
  if (!/^(https?|webcals?):\/\/[^\s/?#]+/i.test(value) || /\s/.test(value)) return false;
  try {
    return new URL(value.replace(/^webcals?:/i, 'https:')).hostname.length > 0;
  } catch {
    return false;
  }
}

/**
 * The "Add a calendar" form, checked before the server reads the address. Messages are keys of
 * the `calendar-sync` catalogue; the server checks the rest (that the address answers a calendar).
 */
export const AddCalendarForm = z.object({
  name: z.string().trim().min(1, 'form.nameRequired').max(CALENDAR_NAME_MAX, 'form.nameTooLong'),
  url: z
    .string()
    .trim()
    .min(1, 'form.urlRequired')
    // An empty one has its own message above.
    .refine((value) => value === '' || looksLikeCalendarUrl(value), 'form.urlInvalid'),
});
export type AddCalendarFormInput = z.input<typeof AddCalendarForm>;
export type AddCalendarFormOutput = z.output<typeof AddCalendarForm>;
