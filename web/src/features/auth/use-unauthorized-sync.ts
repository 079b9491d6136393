import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { setUnauthorizedHandler } from '@/lib/api-client';
import { SESSION_QUERY_KEY } from './session';

/**
 * The BFF refreshes expired access tokens itself, so a 401 that still reaches us means either a
 * wrong password on a form or a session that really ended. Re-asking `/api/me` tells the two
 * apart; if the session is gone the route guards take over (login modal, spec 2.1 and §8).
 */
export function useUnauthorizedSync(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    setUnauthorizedHandler(async () => {
      void queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
      return false;
    });
    return () => setUnauthorizedHandler(null);
  }, [queryClient]);
}
