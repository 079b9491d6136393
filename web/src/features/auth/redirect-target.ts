import { safeRedirectPath } from '@arrendo/contracts/web';

/**
 * Where a signed-out visitor was heading when a guard stopped them. Kept in sessionStorage so it
 * survives the redirect to `/` but not a new tab; only same-origin paths are accepted (the rule
 * the BFF applies too, in contracts) so a crafted `?redirect=` cannot send the user elsewhere.
 */
const KEY = 'arrendo.redirectAfterLogin';

/** The normalised same-origin path to go to, or null: use the result, not the input. */
export function safeRedirectTarget(target: string | null | undefined): string | null {
  return safeRedirectPath(target);
}

export function isSafeRedirect(target: string | null | undefined): target is string {
  return safeRedirectTarget(target) !== null;
}

export function rememberRedirect(target: string): void {
  const safe = safeRedirectTarget(target);
  if (!safe) return;
  try {
    sessionStorage.setItem(KEY, safe);
  } catch {
    // Storage can be disabled (private mode); the ?redirect= parameter still carries the target.
  }
}

/** Returns and forgets the target, falling back to `?redirect=` on the current URL. */
export function takeRedirect(): string | null {
  let target: string | null;
  try {
    target = sessionStorage.getItem(KEY);
    sessionStorage.removeItem(KEY);
  } catch {
    target = null;
  }
  return (
    safeRedirectTarget(target) ??
    safeRedirectTarget(new URLSearchParams(window.location.search).get('redirect'))
  );
}
