import { useEffect, useRef } from 'react';
import { useRouter } from '@tanstack/react-router';
import { usePageTitle } from '@/lib/page-title';
import { openAuthModal } from '../auth-events';
import { rememberRedirect, safeRedirectTarget } from '../redirect-target';
import { useSession } from '../session';
import { LoadingDots } from './loading-dots';

/**
 * `/login` (spec 2.1: the target of unauthorised redirects): a signed-out visitor lands on the
 * home page with the login modal open and returns to `?redirect=` after signing in; a signed-in
 * user goes straight there.
 */
export function LoginPage({ redirect }: { redirect: string | undefined }) {
  usePageTitle('auth:titles.logIn');
  const { status } = useSession();
  const router = useRouter();
  const done = useRef(false);
  const target = safeRedirectTarget(redirect) ?? undefined;

  useEffect(() => {
    if (status === 'loading' || done.current) return;
    done.current = true;
    if (status === 'signed-in') {
      void router.navigate({ href: target ?? '/', replace: true });
      return;
    }
    if (target) rememberRedirect(target);
    const home = target ? `/?redirect=${encodeURIComponent(target)}` : '/';
    void router
      .navigate({ href: home, replace: true })
      .then(() => openAuthModal({ isSignUp: false }));
  }, [status, target, router]);

  return <LoadingDots />;
}
