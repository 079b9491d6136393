import { z } from 'zod';
import { EMAIL_DELIVERY_STATUSES, EMAIL_TEMPLATE_NAMES } from '@arrendo/contracts/web';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * `/admin/emails?recipient=ana&template=verification-code&status=sent&from=2027-01-01&email=<id>`:
 * the log's filters (days in Santiago, both included) and the email whose preview is open.
 * Anything malformed is dropped rather than failing the page.
 */
export const AdminEmailsSearch = z.object({
  recipient: z.string().trim().min(1).max(254).optional().catch(undefined),
  template: z.enum(EMAIL_TEMPLATE_NAMES).optional().catch(undefined),
  status: z.enum(EMAIL_DELIVERY_STATUSES).optional().catch(undefined),
  from: z.string().regex(DAY).optional().catch(undefined),
  to: z.string().regex(DAY).optional().catch(undefined),
  email: z.uuid().optional().catch(undefined),
});
export type AdminEmailsSearch = z.infer<typeof AdminEmailsSearch>;

/** The filters alone (what the list is asked for), without the open preview. */
export type AdminEmailsFilters = Omit<AdminEmailsSearch, 'email'>;

export function filtersOf(search: AdminEmailsSearch): AdminEmailsFilters {
  const { email: _email, ...filters } = search;
  return filters;
}

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

export function formValuesOf(search: AdminEmailsSearch): EmailFiltersValues {
  return {
    recipient: search.recipient ?? '',
    template: search.template ?? '',
    status: search.status ?? '',
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
