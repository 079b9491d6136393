import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, vi } from 'vitest';
import { rehydrateAllStores } from '@/lib/persisted-store';

// Pure tests opt into the node environment (`@vitest-environment node`) and have no window.
const browserLike = typeof window !== 'undefined';

// jsdom has no matchMedia; components ask it for the mobile breakpoint and reduced motion.
if (browserLike && !window.matchMedia) {
  vi.stubGlobal('matchMedia', (query: string): MediaQueryList => ({
    matches: false,
    media: query,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  }));
}

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(() => {
  if (!browserLike) return;
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
  rehydrateAllStores();
});

// Files share one environment (vitest.config.ts: isolate false): what a file stubbed or spied on
// (an IntersectionObserver that never fires, a silenced console) must not reach the next file.
// This file runs again before the next one and stubs matchMedia anew.
afterAll(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.useRealTimers();
  if (!browserLike) return;
  document.body.innerHTML = '';
  document.head
    .querySelectorAll('meta[property^="og:"], meta[name="description"]')
    .forEach((el) => el.remove());
});
