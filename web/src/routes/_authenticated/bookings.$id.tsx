import { createFileRoute, notFound } from '@tanstack/react-router';
import { Uuid } from '@arrendo/contracts/web';
import { ApiError } from '@/lib/api-client';
import {
  BookingDetailError,
  BookingDetailPage,
  BookingDetailPending,
} from '@/features/trips/components/booking-detail-page';

export const Route = createFileRoute('/_authenticated/bookings/$id')({
  beforeLoad: ({ params }) => {
    if (!Uuid.safeParse(params.id).success) throw notFound();
  },
  // A booking that does not exist, or is not the visitor's (the API answers both alike), is the
  // not-found page, and answers 404 when the server draws the address (page-status.ts). Any other
  // failure is the route's error component, with its retry. The query's module is imported here, not
  // at the top: a route's loader ships with every first visit, the booking's schemas need not.
  loader: async ({ context, params }) => {
    const { bookingDetailQueryOptions } = await import('@/features/bookings/api');
    try {
      await context.queryClient.ensureQueryData(bookingDetailQueryOptions(params.id));
    } catch (error) {
      if (ApiError.is(error) && error.isNotFound) throw notFound();
      throw error;
    }
  },
  pendingComponent: BookingDetailPending,
  errorComponent: BookingDetailError,
  component: BookingRoute,
});

function BookingRoute() {
  const { id } = Route.useParams();
  return <BookingDetailPage key={id} id={id} />;
}
