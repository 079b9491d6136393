import {
  AdminEmailPreview,
  AdminEmailsResponse,
  EMAIL_DELIVERY_STATUSES,
  EMAIL_TEMPLATE_NAMES,
} from '@arrendo/contracts/web';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { AdminEmailsFilters } from './search';

const PAGE_SIZE = 25;

export const ADMIN_EMAILS_KEY = ['admin', 'emails'] as const;

/** The address checks template and status as words only; a word the log does not know is "any". */
function known(filters: AdminEmailsFilters): AdminEmailsFilters {
  const { template, status, ...rest } = filters;
  return {
    ...rest,
    ...(EMAIL_TEMPLATE_NAMES.some((name) => name === template) ? { template } : {}),
    ...(EMAIL_DELIVERY_STATUSES.some((name) => name === status) ? { status } : {}),
  };
}

export function adminEmailsQuery(search: AdminEmailsFilters) {
  const filters = known(search);
  return infiniteQueryOptions({
    queryKey: [...ADMIN_EMAILS_KEY, 'list', filters],
    queryFn: ({ pageParam, signal }) =>
      api.get('/admin/emails', AdminEmailsResponse, {
        query: { ...filters, cursor: pageParam ?? undefined, limit: PAGE_SIZE },
        signal,
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}

export function adminEmailPreviewQuery(id: string) {
  return queryOptions({
    queryKey: [...ADMIN_EMAILS_KEY, 'preview', id],
    queryFn: ({ signal }) =>
      api.get(`/admin/emails/${encodeURIComponent(id)}/preview`, AdminEmailPreview, { signal }),
    // A logged email never changes once sent; one still pending may, so not forever.
    staleTime: 60_000,
  });
}
