import { z } from 'zod';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const WORD = /^[a-z][a-z-]*$/;

/**
 * `/admin/emails?recipient=ana&template=verification-code&status=sent&from=2027-01-01&email=<id>`:
 * the log's filters (days in Santiago, both included) and the email whose preview is open.
 * Anything malformed is dropped rather than failing the page.
 */
export const AdminEmailsSearch = z.object({
  recipient: z.string().trim().min(1).max(254).optional().catch(undefined),
  // Checked as words here and against the lists by the API (a 400 names the field): this
  // module rides in the app's entry with the route, and the lists would bring the email contracts.
  template: z.string().regex(WORD).max(60).optional().catch(undefined),
  status: z.string().regex(WORD).max(30).optional().catch(undefined),
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
