/**
 * The query string the page was loaded with, captured when this module is first imported (before
 * the router starts). The router canonicalises the URL through each route's `validateSearch` on
 * its first load, which drops parameters the home route does not know (`type=recovery`,
 * `email`, `deleted`), so effects that run later cannot read them from `window.location`.
 */
export const INITIAL_SEARCH: URLSearchParams =
  typeof window === 'undefined'
    ? new URLSearchParams()
    : new URLSearchParams(window.location.search);

let recoveryConsumed = false;

/** The recovery link's e-mail (`?type=recovery&email=…`), once per page load. */
export function takeRecoveryEmail(): string | null {
  if (recoveryConsumed) return null;
  recoveryConsumed = true;
  const email = INITIAL_SEARCH.get('email');
  return INITIAL_SEARCH.get('type') === 'recovery' && email ? email : null;
}
