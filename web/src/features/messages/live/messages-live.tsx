import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useSession } from '@/features/auth/session';

/**
 * Mounted once by the app shell: the signed-in user's live stream (live/connect.ts, a chunk of
 * its own fetched after sign-in, so visitors and the first paint never load it).
 */
export function MessagesLive() {
  const client = useQueryClient();
  const { user } = useSession();
  const userId = user?.id ?? null;
  useEffect(() => {
    if (!userId || typeof EventSource === 'undefined') return;
    let close: (() => void) | null = null;
    let cancelled = false;
    void import('./connect').then(({ connectLive }) => {
      if (!cancelled) close = connectLive(client, userId);
    });
    return () => {
      cancelled = true;
      close?.();
    };
  }, [client, userId]);
  return null;
}
