import { createFileRoute } from '@tanstack/react-router';
import { requireAdmin } from '@/features/auth/guards';
import { AdminRouteError } from '@/features/admin/components/admin-route-error';

/** `/admin/*` under the session guard also needs the admin role (not `/admin/bootstrap`). */
export const Route = createFileRoute('/_authenticated/admin')({
  beforeLoad: requireAdmin,
  errorComponent: AdminRouteError,
});
