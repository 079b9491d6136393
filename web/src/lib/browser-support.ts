/**
 * Platform features the app relies on. A browser that parses our ES modules but lacks these
 * (an old embedded WebView, say) gets the spec's "Browser Not Supported" screen instead of a
 * half-working page.
 */
export function missingBrowserFeatures(win: Window & typeof globalThis = window): string[] {
  const checks: [string, boolean][] = [
    ['fetch', typeof win.fetch === 'function'],
    ['AbortController', typeof win.AbortController === 'function'],
    ['IntersectionObserver', typeof win.IntersectionObserver === 'function'],
    ['localStorage', storageWorks(win)],
    ['Intl.NumberFormat', typeof win.Intl?.NumberFormat === 'function'],
    ['URLSearchParams', typeof win.URLSearchParams === 'function'],
    ['CSS custom properties', win.CSS?.supports?.('--a', '0') === true],
  ];
  return checks.filter(([, ok]) => !ok).map(([name]) => name);
}

function storageWorks(win: Window): boolean {
  try {
    const key = '__arrendo_probe__';
    win.localStorage.setItem(key, '1');
    win.localStorage.removeItem(key);
    return true;
  } catch {
    return false;
  }
}
