import { useEffect, useRef, type ReactNode } from 'react';
import { useRouter, useRouterState } from '@tanstack/react-router';
import { openAuthModal } from '../auth-events';
import { rememberRedirect } from '../redirect-target';
import { useSession } from '../session';
import { LoadingDots } from './loading-dots';

/**
 * Spec 2.1: loading dots while the session is checked; without one, remember where the visitor
 * was going, send them to `/` and open the login modal. The host sends them back after log-in.
 */
export function RequireSession({ children }: { children: ReactNode }) {
  const { status } = useSession();
  const router = useRouter();
  const target = useRouterState({ select: (s) => s.location.href });
  // Once per sign-out: while the redirect to `/` is under way this layout still renders, and
  // the location it sees is already `/`, which must not become the remembered target.
  const redirecting = useRef(false);

  useEffect(() => {
    if (status !== 'signed-out') {
      redirecting.current = false;
      return;
    }
    if (redirecting.current) return;
    redirecting.current = true;
    rememberRedirect(target);
    void router
      .navigate({ href: `/?redirect=${encodeURIComponent(target)}`, replace: true })
      .then(() => openAuthModal({ isSignUp: false }));
  }, [status, target, router]);

  if (status !== 'signed-in') return <LoadingDots />;
  return <>{children}</>;
}
