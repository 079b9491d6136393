import { createFileRoute } from '@tanstack/react-router';
import { CalendarError } from '@/features/host-calendar/components/calendar-error';
import { CalendarPending } from '@/features/host-calendar/components/calendar-pending';
import { HostCalendarPage } from '@/features/host-calendar/components/host-calendar-page';

export const Route = createFileRoute('/_authenticated/host/calendar')({
  // `?listing=&month=&date=` (read by the page itself, see host-calendar/search.ts) and the
  // host's listings, then the listing's calendar. The module is imported when the loader runs
  // (see bookings.$id.tsx).
  loader: async ({ context, location }) => {
    const { loadHostCalendar } = await import('@/features/host-calendar/load');
    await loadHostCalendar(context.queryClient, location.search as Record<string, unknown>);
  },
  pendingComponent: CalendarPending,
  errorComponent: CalendarError,
  component: HostCalendarPage,
});
