import { createFileRoute } from '@tanstack/react-router';
import { HostBookingsPage } from '@/features/host-bookings/components/host-bookings-page';

// A static segment: the router ranks `/host/bookings` above the public profile `/host/$id`.
export const Route = createFileRoute('/_authenticated/host/bookings')({
  component: HostBookingsPage,
});
