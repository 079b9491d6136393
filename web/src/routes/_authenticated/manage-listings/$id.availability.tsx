import { createFileRoute, notFound, type ErrorComponentProps } from '@tanstack/react-router';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PathLink } from '@/components/ui/path-link';
import { Button } from '@/components/ui/button';
import { hostListingQueryOptions } from '@/features/calendar/api';
import { AvailabilityEditor } from '@/features/calendar/availability-editor';
import { calendarErrorMessage } from '@/features/calendar/errors';
import { CalendarSyncSection } from '@/features/calendar-sync/components/calendar-sync-section';
import { useRouteRetry } from '@/features/shell/use-route-retry';
import { usePageTitle, usePageTitleText } from '@/lib/page-title';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const Route = createFileRoute('/_authenticated/manage-listings/$id/availability')({
  beforeLoad: ({ params }) => {
    if (!UUID.test(params.id)) throw notFound();
  },
  // The listing, its calendar and its calendar sync, together (features/calendar/load.ts); the
  // editor reads the calendar from the cache (it also serves the listing wizard's step, which has
  // no loader of its own). The module is imported when the loader runs (see bookings.$id.tsx). A
  // listing the API answers 404 for is the route's not-found (the router reads
  // ApiError.isNotFound).
  loader: async ({ context, params }) => {
    const { loadAvailabilityPage } = await import('@/features/calendar/load');
    await loadAvailabilityPage(context.queryClient, params.id);
  },
  pendingComponent: AvailabilityPending,
  errorComponent: AvailabilityError,
  notFoundComponent: AvailabilityNotFound,
  component: AvailabilityRoute,
});

/** `/manage-listings/{id}/availability`: the host's calendar of one listing. */
function AvailabilityRoute() {
  const { id } = Route.useParams();
  const { t } = useTranslation('calendar');
  const { data: listing } = useSuspenseQuery(hostListingQueryOptions(id));
  const title = listing.title ?? t('page.untitled');
  usePageTitleText(`${t('page.title')} · ${title}`);

  return (
    <Frame>
      <h1 className="mt-4 mb-6 text-2xl font-semibold break-words">
        {t('page.heading', { title })}
      </h1>
      <AvailabilityEditor
        propertyId={id}
        listingType={listing.listingType ?? 'home'}
        variant="page"
      />
      <CalendarSyncSection propertyId={id} />
    </Frame>
  );
}

function Frame({ children }: { children: React.ReactNode }) {
  const { t } = useTranslation('calendar');
  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-6 sm:px-6 lg:py-10">
      <PathLink
        href="/manage-listings"
        className="inline-flex items-center gap-1 text-sm font-medium text-neutral-700 underline-offset-2 hover:underline"
      >
        <span aria-hidden="true">←</span> {t('page.back')}
      </PathLink>
      {children}
    </div>
  );
}

function AvailabilityPending() {
  const { t } = useTranslation('calendar');
  usePageTitle('calendar:page.title');
  return (
    <Frame>
      <h1 className="mt-4 mb-6 text-2xl font-semibold break-words">{t('page.title')}</h1>
      <p role="status" className="text-sm text-neutral-600">
        {t('loading')}
      </p>
    </Frame>
  );
}

function AvailabilityError({ error, reset }: ErrorComponentProps) {
  const { t } = useTranslation('calendar');
  usePageTitle('calendar:page.title');
  const retry = useRouteRetry(reset);
  return (
    <Frame>
      <p role="alert" className="mt-6 text-sm text-red-700">
        {calendarErrorMessage(t, error)}
      </p>
      <Button className="mt-4" variant="secondary" size="sm" onClick={retry}>
        {t('page.retry')}
      </Button>
    </Frame>
  );
}

/** Another host's listing reads as missing: the API answers 404 for both. */
function AvailabilityNotFound() {
  const { t } = useTranslation('calendar');
  usePageTitle('calendar:page.title');
  return (
    <Frame>
      <p role="alert" className="mt-6 text-sm text-red-700">
        {t('errors.notFound')}
      </p>
    </Frame>
  );
}
