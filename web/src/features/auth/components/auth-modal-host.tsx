import { Suspense, useCallback, useEffect, useReducer, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { Me } from '@arrendo/contracts/web';
import { lazyToast } from '@/lib/lazy-toast';
import { OPENED_ON_USE, lazyWithPreload } from '@/lib/lazy-with-preload';
import {
  OPEN_AUTH_MODAL_EVENT,
  setAuthModalPreloader,
  takeWaitingAuthModal,
  type OpenAuthModalDetail,
} from '../auth-events';
import { authModalReducer, initialAuthModalState } from '../auth-modal-machine';
import { takeRecoveryEmail } from '../initial-url';
import { takeRedirect } from '../redirect-target';
import { setSessionUser } from '../session';
import { useSessionGuardSync } from '../use-session-guard-sync';
import { useUnauthorizedSync } from '../use-unauthorized-sync';

// The modal (Radix dialog, react-hook-form, the zod form schemas, phone and date helpers) is
// fetched on its first opening: most visits never open it, so it stays out of the first download.
// `openAuthModal()` starts the download before the event is even handled.
const AuthModal = lazyWithPreload(
  () => import('./auth-modal'),
  (m) => m.AuthModal,
  OPENED_ON_USE,
);
setAuthModalPreloader(() => void AuthModal.preload());

const TOAST_KEY = {
  login: 'toasts.loggedIn',
  verify: 'toasts.emailVerified',
  reset: 'toasts.passwordUpdated',
} as const;

/**
 * Mounted once by the app shell. Opens the auth modal on the document event `openAuthModal`
 * (detail `isSignUp`) and on a recovery link (`?type=recovery&email=…`, spec 2.2).
 */
export function AuthModalHost() {
  const { t } = useTranslation('auth');
  const queryClient = useQueryClient();
  // Optional so the host also works if mounted outside the RouterProvider.
  const router = useRouter({ warn: false });
  const [state, dispatch] = useReducer(authModalReducer, initialAuthModalState);
  // Mounted from the first opening on, so closing keeps Radix's exit and focus return.
  const [wanted, setWanted] = useState(false);
  if (state.open && !wanted) setWanted(true);
  useUnauthorizedSync();
  useSessionGuardSync(router);

  useEffect(() => {
    const onOpen = (event: Event) => {
      const detail = (event as CustomEvent<OpenAuthModalDetail | null>).detail ?? {};
      event.preventDefault(); // taken: see openAuthModal
      dispatch({ type: 'open', ...detail });
    };
    // A guard may have asked before this host existed (first page load of a guarded path).
    const waiting = takeWaitingAuthModal();
    if (waiting) dispatch({ type: 'open', ...waiting });
    document.addEventListener(OPEN_AUTH_MODAL_EVENT, onOpen);
    return () => document.removeEventListener(OPEN_AUTH_MODAL_EVENT, onOpen);
  }, []);

  useEffect(() => {
    const email = takeRecoveryEmail();
    if (!email) return;
    dispatch({ type: 'open', mode: 'reset-password', email });
    // A reload should not reopen the reset form: drop the link's parameters if still there.
    const url = new URL(window.location.href);
    if (url.searchParams.get('type') !== 'recovery') return;
    url.searchParams.delete('type');
    url.searchParams.delete('email');
    const href = `${url.pathname}${url.search}${url.hash}`;
    if (router) router.history.replace(href);
    else window.history.replaceState(window.history.state, '', href);
  }, [router]);

  const onSignedIn = useCallback(
    (user: Me, how: 'login' | 'verify' | 'reset') => {
      setSessionUser(queryClient, user);
      // Anything cached while signed out (wishlist flags, counts) belongs to nobody now.
      void queryClient.invalidateQueries({ predicate: (q) => q.queryKey[0] !== 'session' });
      lazyToast.success(t(TOAST_KEY[how]));
      dispatch({ type: 'close' });
      const target = takeRedirect();
      if (!target) return;
      if (router) void router.navigate({ href: target });
      else window.location.assign(target);
    },
    [queryClient, router, t],
  );

  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <AuthModal state={state} dispatch={dispatch} onSignedIn={onSignedIn} />
    </Suspense>
  );
}
