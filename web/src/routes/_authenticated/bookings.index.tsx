import { createFileRoute } from '@tanstack/react-router';
import { TripsPage } from '@/features/trips/components/trips-page';

// No validateSearch: the page reads `?tab`, `?status`, `?id` itself (features/trips/search.ts),
// which keeps the parsing out of the entry chunk.
export const Route = createFileRoute('/_authenticated/bookings/')({ component: TripsPage });
