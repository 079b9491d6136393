import { createFileRoute } from '@tanstack/react-router';
import { requireSession } from '@/features/auth/guards';
import { LoadingDots } from '@/features/auth/components/loading-dots';

/**
 * Pathless layout: every route under `_authenticated/` needs a session (spec 2.1). Loading dots
 * show from the first moment the session is being checked.
 */
export const Route = createFileRoute('/_authenticated')({
  beforeLoad: requireSession,
  pendingComponent: LoadingDots,
  pendingMs: 0,
  pendingMinMs: 0,
});
