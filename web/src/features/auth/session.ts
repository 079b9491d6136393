import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { MeResponse, type Me } from '@arrendo/contracts/web';
import { api } from '@/lib/api-client';

export type SessionStatus = 'loading' | 'signed-in' | 'signed-out';

export interface Session {
  user: Me | null;
  status: SessionStatus;
  refetch(): Promise<unknown>;
}

export const SESSION_QUERY_KEY = ['session', 'me'] as const;

async function fetchMe(): Promise<MeResponse> {
  try {
    return await api.get('/me', MeResponse);
  } catch {
    // A failing /api/me must not lock visitors out of public pages: treat it as signed out.
    return { user: null };
  }
}

/** `/api/me`, shared by the route guards (`ensureQueryData`) and every `useSession`. */
export const meQueryOptions = queryOptions({
  queryKey: SESSION_QUERY_KEY,
  queryFn: fetchMe,
  staleTime: 60_000,
  retry: false,
});

export function useSession(): Session {
  const query = useQuery(meQueryOptions);
  const user = query.data?.user ?? null;
  const status: SessionStatus = query.isPending ? 'loading' : user ? 'signed-in' : 'signed-out';
  return { user, status, refetch: query.refetch };
}

/** After log-in, verification or reset the BFF returns the user; no need to refetch /api/me. */
export function setSessionUser(client: QueryClient, user: Me | null): void {
  client.setQueryData<MeResponse>(SESSION_QUERY_KEY, { user });
}

export function isAdmin(user: Me | null): boolean {
  return !!user?.roles.includes('admin');
}
