import { createFileRoute, type ErrorComponentProps } from '@tanstack/react-router';
import { BookingDetailPage } from '@/features/admin/bookings/components/booking-detail-page';
import { BookingDetailError } from '@/features/admin/bookings/components/booking-detail-error';
import { LoadingDots } from '@/features/auth/components/loading-dots';
import { usePageTitle } from '@/lib/page-title';

export const Route = createFileRoute('/_authenticated/admin/bookings/$bookingId')({
  loader: async ({ context, params }) => {
    const { adminBookingQuery } = await import('@/features/admin/bookings/api');
    await context.queryClient.ensureQueryData(adminBookingQuery(params.bookingId));
  },
  pendingComponent: BookingPending,
  errorComponent: BookingError,
  component: BookingRoute,
});

function BookingRoute() {
  usePageTitle('admin-bookings:detail.title');
  const { bookingId } = Route.useParams();
  return <BookingDetailPage bookingId={bookingId} />;
}

function BookingPending() {
  return (
    <section className="mx-auto max-w-4xl px-6 py-12">
      <LoadingDots />
    </section>
  );
}

function BookingError(props: ErrorComponentProps) {
  return <BookingDetailError {...props} />;
}
