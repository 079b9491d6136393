import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

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
});
