import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { leaveLoginPage } from '@/features/auth/guards';
import { LoadingDots } from '@/features/auth/components/loading-dots';

const LoginSearch = z.object({ redirect: z.string().max(2000).optional().catch(undefined) });

/** Spec 2.1: the target of unauthorised redirects; never a page of its own (see the guard). */
export const Route = createFileRoute('/login')({
  validateSearch: (search) => LoginSearch.parse(search),
  beforeLoad: leaveLoginPage,
  pendingComponent: LoadingDots,
  pendingMs: 0,
  pendingMinMs: 0,
});
