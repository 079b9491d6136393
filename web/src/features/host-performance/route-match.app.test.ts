import { createMemoryHistory, createRouter } from '@tanstack/react-router';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { routeTree } from '@/routeTree.gen';

// `/host/performance` (signed in) sits beside the public host profile `/host/$id`: the static
// segment must win, or hosts would land on a profile lookup for the id "performance".
describe('host performance route', () => {
  it('matches the performance page before the profile', () => {
    const router = createRouter({
      routeTree,
      history: createMemoryHistory({ initialEntries: ['/'] }),
      context: { queryClient: new QueryClient() },
    });
    const leaf = (path: string) => router.matchRoutes(path, {}).at(-1)?.routeId;
    expect(leaf('/host/performance')).toBe('/_authenticated/host/performance');
    expect(leaf('/host/4a0d9a6c-1f5e-4c1a-9a55-0d3c2a9f8e11')).toBe('/host/$id');
  });
});
