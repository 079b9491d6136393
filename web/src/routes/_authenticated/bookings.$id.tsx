import { createFileRoute, notFound } from '@tanstack/react-router';
import { Uuid } from '@arrendo/contracts/web';
import { BookingDetailPage } from '@/features/trips/components/booking-detail-page';

export const Route = createFileRoute('/_authenticated/bookings/$id')({
  beforeLoad: ({ params }) => {
    if (!Uuid.safeParse(params.id).success) throw notFound();
  },
  component: BookingRoute,
});

function BookingRoute() {
  const { id } = Route.useParams();
  return <BookingDetailPage key={id} id={id} />;
}
