import { createFileRoute } from '@tanstack/react-router';
import { SettingsPage } from '@/features/admin/settings/components/settings-page';
import {
  SettingsPageError,
  SettingsPagePending,
} from '@/features/admin/settings/components/settings-page-states';

export const Route = createFileRoute('/_authenticated/admin/settings')({
  // The settings in force (pricing's and booking's); the page reads the same query. The query's
  // module is imported when the loader runs (see bookings.$id.tsx).
  loader: async ({ context }) => {
    const { adminSettingsQuery } = await import('@/features/admin/settings/api');
    await context.queryClient.ensureQueryData(adminSettingsQuery);
  },
  pendingComponent: SettingsPagePending,
  errorComponent: SettingsPageError,
  component: SettingsPage,
});
