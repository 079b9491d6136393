import { queryOptions, useQuery } from '@tanstack/react-query';
import { SiteConfig } from '@arrendo/contracts/web';
import { apiRequest } from '@/lib/api-client';

/** The operator's contacts from GET /api/site (support, privacy, legal); kept for the session. */
export function siteConfigQueryOptions() {
  return queryOptions({
    queryKey: ['site-config'],
    queryFn: ({ signal }) => apiRequest('/site', { schema: SiteConfig, signal }),
    staleTime: Infinity,
  });
}

export function useSiteConfig(): SiteConfig | undefined {
  return useQuery(siteConfigQueryOptions()).data;
}
