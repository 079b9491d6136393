import { createFileRoute } from '@tanstack/react-router';
import {
  NotificationSettingsError,
  NotificationSettingsPage,
  NotificationSettingsPending,
} from '@/features/notifications/components/notification-settings-page';

export const Route = createFileRoute('/_authenticated/notifications/settings')({
  loader: async ({ context }) => {
    const { notificationSettingsQueryOptions } = await import('@/features/notifications/api');
    await context.queryClient.ensureQueryData(notificationSettingsQueryOptions);
  },
  pendingComponent: NotificationSettingsPending,
  errorComponent: NotificationSettingsError,
  component: NotificationSettingsPage,
});
