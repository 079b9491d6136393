import { createMemoryHistory, createRouter } from '@tanstack/react-router';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { routeTree } from '@/routeTree.gen';

// `/host/calendar` (signed in) sits beside the public profile `/host/$id`: the static segment
// must win, or hosts would land on a profile lookup for the id "calendar".
describe('host calendar route', () => {
  const router = createRouter({
    routeTree,
    history: createMemoryHistory({ initialEntries: ['/'] }),
    context: { queryClient: new QueryClient() },
  });
  const leaf = (path: string) => router.matchRoutes(path, {}).at(-1)?.routeId;

  it('matches the calendar before the profile, behind the sign-in guard', () => {
    expect(leaf('/host/calendar')).toBe('/_authenticated/host/calendar');
    const ids = router.matchRoutes('/host/calendar', {}).map((m) => m.routeId);
    expect(ids).toContain('/_authenticated');
    expect(leaf('/host/4a0d9a6c-1f5e-4c1a-9a55-0d3c2a9f8e11')).toBe('/host/$id');
  });
});
