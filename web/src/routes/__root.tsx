import { Outlet, createRootRouteWithContext } from '@tanstack/react-router';
import type { RouterContext } from '@/router';
import { AppShell } from '@/features/shell/components/app-shell';
import { NotFoundPage } from '@/features/shell/components/not-found-page';

export const Route = createRootRouteWithContext<RouterContext>()({
  component: () => (
    <AppShell>
      <Outlet />
    </AppShell>
  ),
  notFoundComponent: NotFoundPage,
});
