import { Outlet, createRootRouteWithContext } from '@tanstack/react-router';
import type { RouterContext } from '@/router';
import { AppShell } from '@/features/shell/components/app-shell';
import { LazyNotFoundPage } from '@/features/shell/components/lazy-not-found-page';

export const Route = createRootRouteWithContext<RouterContext>()({
  component: () => (
    <AppShell>
      <Outlet />
    </AppShell>
  ),
  notFoundComponent: LazyNotFoundPage,
});
