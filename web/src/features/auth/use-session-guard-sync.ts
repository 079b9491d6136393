import { useEffect, useRef } from 'react';
import type { AnyRouter } from '@tanstack/react-router';
import { useSession } from './session';

/**
 * The route guards run on navigation; this re-runs them when the session changes under the
 * current page (it ended in another tab, a 401 revealed it is over, the user was made or
 * unmade admin), so a guarded page reacts as it would on arrival: login modal, or 403.
 */
export function useSessionGuardSync(router: AnyRouter | undefined): void {
  const { user, status } = useSession();
  const who = status === 'loading' ? null : `${user?.id ?? '-'}:${user?.roles.join(',') ?? ''}`;
  const seen = useRef<string | null>(null);
  useEffect(() => {
    if (who === null) return;
    if (seen.current !== null && seen.current !== who) void router?.invalidate();
    seen.current = who;
  }, [who, router]);
}
