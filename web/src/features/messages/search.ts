import { ConversationFilter } from '@arrendo/contracts/web';

// A plain check rather than zod parsing in the route file (see features/trips/search.ts).
const FILTERS: readonly ConversationFilter[] = ConversationFilter.options;

/** `?filter=` of /messages; 'all' when missing or unknown. */
export function parseMessagesSearch(search: Record<string, unknown>): {
  filter: ConversationFilter;
} {
  const value = search.filter;
  return {
    filter: FILTERS.includes(value as ConversationFilter) ? (value as ConversationFilter) : 'all',
  };
}

export { FILTERS };
