import { createFileRoute } from '@tanstack/react-router';
import { MessageStressTestPage } from '@/features/admin/stress/components/stress-page';
import {
  MessageStressError,
  MessageStressPending,
} from '@/features/admin/stress/components/stress-frame';
import { loadStressPage } from '@/features/admin/stress/load';

export const Route = createFileRoute('/_authenticated/admin/stress-test')({
  // The loader, the page, its skeleton and its error in one chunk (see dashboard.tsx);
  // Recharts stays in its own, fetched by the loader beside the scenarios and runs. `?run=` and
  // `?compare=` are read by the page itself (admin/stress/search.ts), so their checks stay out
  // of the app's entry, as the dashboard's `?days=` does.
  codeSplitGroupings: [['loader', 'component', 'pendingComponent', 'errorComponent']],
  loader: ({ context }) => loadStressPage(context.queryClient, 'messages'),
  pendingComponent: MessageStressPending,
  errorComponent: MessageStressError,
  component: MessageStressTestPage,
});
