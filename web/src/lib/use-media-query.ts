import { createContext, useCallback, useContext, useSyncExternalStore } from 'react';
import { LIMITS } from '@arrendo/contracts/web';
import { matchesScreenWidth } from './screen-width-query';

/**
 * The screen width the server's first screen is drawn for (entry-server.tsx guesses it from the
 * user agent); null in the browser, which asks the screen itself.
 */
export const ServerScreenWidth = createContext<number | null>(null);

export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  const serverWidth = useContext(ServerScreenWidth);
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => serverWidth !== null && matchesScreenWidth(query, serverWidth),
  );
}

/** Spec §9: the shell switches to its mobile form under 768 px. */
export function useIsMobile(): boolean {
  return useMediaQuery(`(max-width: ${LIMITS.mobileBreakpointPx - 1}px)`);
}
