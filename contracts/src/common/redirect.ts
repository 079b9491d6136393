/**
 * Where a visitor may be sent back to after signing in (the OAuth `returnTo`, the web's
 * `?redirect=`): a path on this site, nothing else. Browsers parse URLs leniently (they drop
 * tabs and newlines, read `\` as `/`, resolve `/..//x` to `//x`), so prefix checks on the raw
 * string are not enough; the target is parsed exactly as a browser would (WHATWG URL) and only
 * kept if it stays on the origin, then and once more after normalising.
 */

/** Longer than any path the app makes; a longer target is refused, not cut into something else. */
export const MAX_REDIRECT_LENGTH = 2000;

/** Stands for "this site": the real origin does not matter, only whether the target leaves it. */
const BASE = 'https://same-origin.invalid';
const BASE_ORIGIN = new URL(BASE).origin;

// Raw control characters never appear in a path the app builds (its own are percent-encoded);
// browsers silently drop some of them, which is how `/\t/evil` turns into `//evil`.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f]/;

function staysOnSite(target: string): URL | null {
  try {
    const url = new URL(target, BASE);
    return url.origin === BASE_ORIGIN ? url : null;
  } catch {
    return null;
  }
}

/**
 * The normalised path + query + hash when `target` is a same-origin path, else `null`.
 * Only absolute paths (`/…`) count: a relative or absolute URL is refused even if harmless.
 */
export function safeRedirectPath(target: unknown): string | null {
  if (typeof target !== 'string') return null;
  if (target.length === 0 || target.length > MAX_REDIRECT_LENGTH) return null;
  if (!target.startsWith('/') || CONTROL.test(target)) return null;
  const url = staysOnSite(target);
  if (!url) return null;
  const path = `${url.pathname}${url.search}${url.hash}`;
  // `/..//evil` normalises to `//evil`: harmless as parsed here, a protocol-relative URL to
  // whoever reads the result next. Refuse anything that would not survive a second parse.
  if (path.startsWith('//') || staysOnSite(path) === null) return null;
  return path;
}
