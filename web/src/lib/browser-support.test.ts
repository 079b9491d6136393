import { describe, expect, it } from 'vitest';
import { missingBrowserFeatures } from './browser-support';

describe('missingBrowserFeatures', () => {
  it('names what a browser lacks', () => {
    const fake = {
      ...window,
      fetch: undefined,
      IntersectionObserver: undefined,
      AbortController: window.AbortController,
      URLSearchParams: window.URLSearchParams,
      Intl,
      localStorage: window.localStorage,
      CSS: { supports: () => true },
    } as unknown as Window & typeof globalThis;
    expect(missingBrowserFeatures(fake)).toEqual(['fetch', 'IntersectionObserver']);
  });

  it('finds nothing missing when everything is there', () => {
    const full = {
      ...window,
      fetch: () => undefined,
      IntersectionObserver: class {},
      AbortController: window.AbortController,
      URLSearchParams: window.URLSearchParams,
      Intl,
      localStorage: window.localStorage,
      CSS: { supports: () => true },
    } as unknown as Window & typeof globalThis;
    expect(missingBrowserFeatures(full)).toEqual([]);
  });
});
