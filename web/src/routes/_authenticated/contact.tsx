import { createFileRoute } from '@tanstack/react-router';
import { ContactPage } from '@/features/support/components/contact-page';
import { usePageTitle } from '@/lib/page-title';

export const Route = createFileRoute('/_authenticated/contact')({
  // Your earlier requests and the trips the form offers to name. Prefetched, not ensured: the
  // form works without either, and each says in its place when it could not be read.
  loader: async ({ context }) => {
    const [{ myTicketsQueryOptions }, { guestBookingsQueryOptions }] = await Promise.all([
      import('@/features/support/api'),
      import('@/features/bookings/api'),
    ]);
    await Promise.all([
      context.queryClient.prefetchQuery(myTicketsQueryOptions),
      context.queryClient.prefetchQuery(guestBookingsQueryOptions('upcoming')),
      context.queryClient.prefetchQuery(guestBookingsQueryOptions('past')),
    ]);
  },
  component: ContactRoute,
});

function ContactRoute() {
  usePageTitle('support:contact.title');
  return <ContactPage />;
}
