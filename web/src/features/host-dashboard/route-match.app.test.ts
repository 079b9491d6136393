import { createMemoryHistory, createRouter } from '@tanstack/react-router';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { routeTree } from '@/routeTree.gen';

// `/host/dashboard` (signed in) and `/host` sit beside the public profile `/host/$id`: the static
// segments must win, or hosts would land on a profile lookup for the id "dashboard".
describe('host dashboard routes', () => {
  const router = createRouter({
    routeTree,
    history: createMemoryHistory({ initialEntries: ['/'] }),
    context: { queryClient: new QueryClient() },
  });
  const leaf = (path: string) => router.matchRoutes(path, {}).at(-1)?.routeId;

  it('matches the dashboard and its short address before the profile', () => {
    expect(leaf('/host/dashboard')).toBe('/_authenticated/host/dashboard');
    expect(leaf('/host')).toBe('/host/');
    expect(leaf('/host/')).toBe('/host/');
    expect(leaf('/host/4a0d9a6c-1f5e-4c1a-9a55-0d3c2a9f8e11')).toBe('/host/$id');
  });

  it('sends /host on to the dashboard', async () => {
    const history = createMemoryHistory({ initialEntries: ['/host'] });
    const app = createRouter({ routeTree, history, context: { queryClient: new QueryClient() } });
    // Without a session the dashboard's guard sends the visitor on again; what matters here is
    // that /host itself redirects to the dashboard.
    const redirects: string[] = [];
    app.subscribe('onBeforeNavigate', (e) => redirects.push(e.toLocation.pathname));
    await app.load().catch(() => undefined);
    expect(redirects).toContain('/host/dashboard');
  });
});
