import type { ErrorComponentProps } from '@tanstack/react-router';
import { ForbiddenError } from '@/features/auth/guards';
import { RouteError } from '@/features/shell/components/route-error';
import { usePageTitle } from '@/lib/page-title';
import { ForbiddenPage } from './forbidden-page';

/** A signed-in visitor without the admin role sees the 403 page; other failures, the usual one. */
export function AdminRouteError(props: ErrorComponentProps) {
  if (props.error instanceof ForbiddenError) return <Forbidden />;
  return <RouteError {...props} />;
}

function Forbidden() {
  usePageTitle('admin:forbidden.title');
  return <ForbiddenPage />;
}
