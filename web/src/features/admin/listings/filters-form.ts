import { z } from 'zod';
import { AdminListingsSearch } from './search';

export const LISTING_STATES = ['draft', 'published', 'unlisted', 'unlisted_by_admin'] as const;
export const LISTING_TYPES = ['home', 'experience'] as const;

// The filter form as people fill it: every field is text ('' for "any"); the messages are
// catalogue keys of `admin-listings`.
export const ListingFiltersForm = z.object({
  q: z.string().trim().max(120, 'filters.tooLong'),
  state: z.enum(['', ...LISTING_STATES]),
  type: z.enum(['', ...LISTING_TYPES]),
  host: z.string().trim().max(254, 'filters.tooLong'),
});
export type ListingFiltersValues = z.infer<typeof ListingFiltersForm>;

export function formValuesOf(search: AdminListingsSearch): ListingFiltersValues {
  return {
    q: search.q ?? '',
    state: search.state ?? '',
    type: search.type ?? '',
    host: search.host ?? '',
  };
}

/** The form's values as the address keeps them: empty fields are left out. */
export function searchOf(values: ListingFiltersValues): AdminListingsSearch {
  const search: Record<string, string> = {};
  for (const [key, value] of Object.entries(values)) {
    if (value.trim() !== '') search[key] = value.trim();
  }
  return AdminListingsSearch.parse(search);
}
