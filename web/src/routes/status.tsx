import { createFileRoute } from '@tanstack/react-router';
import { systemStatusQueryOptions } from '@/features/system/api';
import { StatusError, StatusPage, StatusPending } from '@/features/system/components/status-page';

/** The operator status page (decisions.md, Shell): services, listings count, dev payments. */
export const Route = createFileRoute('/status')({
  loader: ({ context }) => context.queryClient.ensureQueryData(systemStatusQueryOptions()),
  pendingComponent: StatusPending,
  errorComponent: StatusError,
  component: StatusPage,
});
