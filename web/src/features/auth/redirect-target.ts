/**
 * Where a signed-out visitor was heading when a guard stopped them. Kept in sessionStorage so it
 * survives the redirect to `/` but not a new tab; only same-origin paths are accepted so a crafted
 * `?redirect=` cannot send the user elsewhere.
 */
const KEY = 'arrendo.redirectAfterLogin';

export function isSafeRedirect(target: string | null | undefined): target is string {
  return !!target && target.startsWith('/') && !target.startsWith('//') && !target.includes('\\');
}

export function rememberRedirect(target: string): void {
  if (!isSafeRedirect(target)) return;
  try {
    sessionStorage.setItem(KEY, target);
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
  if (!isSafeRedirect(target)) {
    target = new URLSearchParams(window.location.search).get('redirect');
  }
  return isSafeRedirect(target) ? target : null;
}
