import { useCallback } from 'react';
import { useNavigate, useRouterState } from '@tanstack/react-router';

/**
 * The current URL's search as a plain record and a way to replace keys of it, without naming the
 * route: the pages work wherever they are mounted (their route files and the page tests).
 */
export function useUrlSearch() {
  const search = useRouterState({ select: (s) => s.location.search as Record<string, unknown> });
  const navigate = useNavigate();
  const patch = useCallback(
    (changes: Record<string, unknown>, opts: { replace?: boolean } = {}) =>
      navigate({
        to: '.',
        search: (prev: Record<string, unknown>) =>
          Object.fromEntries(
            Object.entries({ ...prev, ...changes }).filter(([, v]) => v !== undefined),
          ),
        replace: opts.replace ?? false,
      }),
    [navigate],
  );
  return { search, patch };
}
