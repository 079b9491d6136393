import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { MeResponse } from '@arrendo/contracts/web';
import { SESSION_QUERY_KEY } from '@/features/auth/session';
import { api } from '@/lib/api-client';

/** Spec §4 "Inactivity": the page reloads after this long without the user doing anything. */
export const INACTIVITY_RELOAD_MS = 30 * 60 * 1000;
/** Focus can fire in bursts (alt-tab back and forth): ask `/api/me` at most this often. */
export const SESSION_CHECK_GAP_MS = 10_000;

/**
 * Whether reloading this page cannot lose the user's work. Our choice (see the hook's comment):
 * every page but the listing wizard, whose current step may hold input that is saved only when
 * the host moves on; reloading a checkout is safe (the hold and payment live on the server).
 */
export function isReloadSafe(pathname: string): boolean {
  return !pathname.startsWith('/create-listing') && !pathname.startsWith('/edit-listing');
}

export interface InactivityReloadOptions {
  /** Tests pass a spy; the app reloads the page. */
  reload?: () => void;
}

const ACTIVITY_EVENTS = ['pointerdown', 'keydown', 'wheel', 'touchstart'] as const;

function reloadPage(): void {
  window.location.reload();
}

/**
 * Spec §4: reload the page when the tab becomes visible again after 30 minutes of inactivity
 * (pointer, key, scroll and visibility changes count as activity), and on window focus when the
 * session was lost (the page thought the user was signed in; `/api/me` now says signed out), so a
 * long-forgotten tab never shows stale prices, availability or someone's private pages.
 *
 * Unsaved input: the listing wizard is exempt (see `isReloadSafe`): its drafts are saved at each
 * step, but the step on screen is not, and its own save handles an ended session (the 401 opens
 * the log-in modal and returns the host there). Everywhere else a reload loses nothing the server
 * has not got: forms there are short (log-in, profile, password) and a checkout restarts from the
 * booking on the server. A failing `/api/me` (offline, server trouble) is not a lost session.
 *
 * Mounted once, in the app shell.
 */
export function useInactivityReload({ reload = reloadPage }: InactivityReloadOptions = {}): void {
  const client = useQueryClient();
  const reloadRef = useRef(reload);
  reloadRef.current = reload;

  useEffect(() => {
    let lastActivity = Date.now();
    let lastSessionCheck = Number.NEGATIVE_INFINITY;
    let checking = false;

    const reloadIfSafe = (): boolean => {
      if (!isReloadSafe(window.location.pathname)) return false;
      reloadRef.current();
      return true;
    };
    const touch = () => {
      lastActivity = Date.now();
    };
    const onVisibility = () => {
      if (
        document.visibilityState === 'visible' &&
        Date.now() - lastActivity >= INACTIVITY_RELOAD_MS &&
        reloadIfSafe()
      ) {
        return;
      }
      touch();
    };
    const onFocus = () => {
      const known = client.getQueryData<MeResponse>(SESSION_QUERY_KEY);
      if (!known?.user || checking || Date.now() - lastSessionCheck < SESSION_CHECK_GAP_MS) return;
      checking = true;
      lastSessionCheck = Date.now();
      api
        .get('/me', MeResponse)
        .then((me) => {
          if (!me.user) reloadIfSafe();
        })
        .catch(() => undefined)
        .finally(() => {
          checking = false;
        });
    };

    for (const name of ACTIVITY_EVENTS) {
      window.addEventListener(name, touch, { capture: true, passive: true });
    }
    // Capture: scrolling inside a panel counts too, not only the page.
    document.addEventListener('scroll', touch, { capture: true, passive: true });
    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('focus', onFocus);
    return () => {
      for (const name of ACTIVITY_EVENTS) {
        window.removeEventListener(name, touch, { capture: true });
      }
      document.removeEventListener('scroll', touch, { capture: true });
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('focus', onFocus);
    };
  }, [client]);
}
