import { Outlet, createFileRoute } from '@tanstack/react-router';
import { RequireSession } from '@/features/auth/components/require-session';

/** Pathless layout: every route under `_authenticated/` needs a session (spec 2.1). */
export const Route = createFileRoute('/_authenticated')({
  component: () => (
    <RequireSession>
      <Outlet />
    </RequireSession>
  ),
});
