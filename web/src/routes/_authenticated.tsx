import { createFileRoute } from '@tanstack/react-router';
import { enterSignedIn } from '@/features/auth/guards';
import { LoadingDots } from '@/features/auth/components/loading-dots';

/**
 * Pathless layout: every route under `_authenticated/` needs a session (spec 2.1). Loading dots
 * show from the first moment the session is being checked. Its pages' texts that public pages
 * never use (`locales/<lng>/signed-in/`) arrive here, with the session.
 */
export const Route = createFileRoute('/_authenticated')({
  beforeLoad: enterSignedIn,
  pendingComponent: LoadingDots,
  pendingMs: 0,
  pendingMinMs: 0,
});
