import type { NotificationFilter } from '@arrendo/contracts/web';

// A plain check rather than a zod schema: the route file's `validateSearch` runs in the entry
// chunk (see features/trips/search.ts), and the schema would bring the notification contracts.
const FILTERS: readonly NotificationFilter[] = ['all', 'unread'];

/** `?filter=` of /notifications; absent (all) when missing or unknown, so links may omit it. */
export function parseNotificationsSearch(search: Record<string, unknown>): {
  filter?: NotificationFilter;
} {
  const value = search.filter as NotificationFilter;
  return FILTERS.includes(value) && value !== 'all' ? { filter: value } : {};
}
