import { AdminAuditResponse } from '@arrendo/contracts/web';
import { infiniteQueryOptions } from '@tanstack/react-query';
import { addDays, isValid, parseISO, startOfDay } from 'date-fns';
import { api } from '@/lib/api-client';
import type { AdminAuditSearch } from './search';

const PAGE_SIZE = 25;

/** A day in the viewer's zone as the instant it starts, or undefined for a day that is not one. */
function startOfLocalDay(day: string | undefined, plusDays = 0): string | undefined {
  if (!day) return undefined;
  const date = parseISO(day);
  return isValid(date) ? startOfDay(addDays(date, plusDays)).toISOString() : undefined;
}

/**
 * The query string the BFF reads: the days become instants in the viewer's zone, `to` included
 * (the log is asked for entries before the next day starts).
 */
export function auditQueryParams(search: AdminAuditSearch): Record<string, string | undefined> {
  return {
    action: search.action,
    service: search.service,
    actor: search.actor,
    targetType: search.targetType,
    targetId: search.targetId,
    from: startOfLocalDay(search.from),
    to: startOfLocalDay(search.to, 1),
  };
}

export const ADMIN_AUDIT_KEY = ['admin', 'audit'] as const;

export function adminAuditQuery(search: AdminAuditSearch) {
  const params = auditQueryParams(search);
  return infiniteQueryOptions({
    queryKey: [...ADMIN_AUDIT_KEY, params],
    queryFn: ({ pageParam, signal }) =>
      api.get('/admin/audit', AdminAuditResponse, {
        query: { ...params, cursor: pageParam ?? undefined, limit: PAGE_SIZE },
        signal,
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}
