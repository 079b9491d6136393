import { createMemoryHistory, createRouter } from '@tanstack/react-router';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { routeTree } from '@/routeTree.gen';

// `/host/bookings` (signed in) sits beside the public profile `/host/$id`: the static segment
// must win, or hosts would land on a profile lookup for the id "bookings".
describe('host bookings route', () => {
  const router = createRouter({
    routeTree,
    history: createMemoryHistory({ initialEntries: ['/'] }),
    context: { queryClient: new QueryClient() },
  });
  const leaf = (path: string) => router.matchRoutes(path, {}).at(-1)?.routeId;

  it('matches the static path before the profile', () => {
    expect(leaf('/host/bookings')).toBe('/_authenticated/host/bookings');
    expect(leaf('/host/4a0d9a6c-1f5e-4c1a-9a55-0d3c2a9f8e11')).toBe('/host/$id');
  });

  it('matches the trips routes', () => {
    expect(leaf('/bookings')).toBe('/_authenticated/bookings/');
    expect(leaf('/bookings/4a0d9a6c-1f5e-4c1a-9a55-0d3c2a9f8e11')).toBe(
      '/_authenticated/bookings/$id',
    );
    expect(leaf('/payments')).toBe('/_authenticated/payments');
  });
});
