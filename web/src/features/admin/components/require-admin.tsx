import type { ReactNode } from 'react';
import { isAdmin, useSession } from '@/features/auth/session';
import { ForbiddenPage } from './forbidden-page';

/** Admin pages sit under the sign-in guard; this adds the role check (the BFF checks too). */
export function RequireAdmin({ children }: { children: ReactNode }) {
  const { user } = useSession();
  if (!isAdmin(user)) return <ForbiddenPage />;
  return <>{children}</>;
}
