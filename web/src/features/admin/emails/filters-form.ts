import { z } from 'zod';
import { EMAIL_DELIVERY_STATUSES, EMAIL_TEMPLATE_NAMES } from '@arrendo/contracts/web';
import { AdminEmailsSearch } from './search';

// The filter form as people fill it: every field is text ('' for "any"); the messages are
// catalogue keys of `admin-emails`.
export const EmailFiltersForm = z
  .object({
    recipient: z.string().trim().max(254, 'filters.tooLong'),
    template: z.enum(['', ...EMAIL_TEMPLATE_NAMES]),
    status: z.enum(['', ...EMAIL_DELIVERY_STATUSES]),
    from: z.string(),
    to: z.string(),
  })
  .refine((v) => !v.from || !v.to || v.from <= v.to, {
    path: ['to'],
    message: 'filters.toBeforeFrom',
  });
export type EmailFiltersValues = z.infer<typeof EmailFiltersForm>;

/** A word from the address when the list knows it, else "any" (''). */
function oneOf<T extends string>(list: readonly T[], value: string | undefined): T | '' {
  return list.find((item) => item === value) ?? '';
}

export function formValuesOf(search: AdminEmailsSearch): EmailFiltersValues {
  return {
    recipient: search.recipient ?? '',
    template: oneOf(EMAIL_TEMPLATE_NAMES, search.template),
    status: oneOf(EMAIL_DELIVERY_STATUSES, search.status),
    from: search.from ?? '',
    to: search.to ?? '',
  };
}

/** The form's values as the address keeps them: empty fields are left out. */
export function searchOf(values: EmailFiltersValues): AdminEmailsSearch {
  const search: Record<string, string> = {};
  for (const [key, value] of Object.entries(values)) {
    if (value.trim() !== '') search[key] = value.trim();
  }
  return AdminEmailsSearch.parse(search);
}
