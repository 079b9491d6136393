import { useCallback, useSyncExternalStore } from 'react';
import { LIMITS } from '@arrendo/contracts/web';

export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => false,
  );
}

/** Spec §9: the shell switches to its mobile form under 768 px. */
export function useIsMobile(): boolean {
  return useMediaQuery(`(max-width: ${LIMITS.mobileBreakpointPx - 1}px)`);
}
