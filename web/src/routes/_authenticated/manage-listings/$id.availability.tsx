import { createFileRoute, notFound } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PathLink } from '@/components/ui/path-link';
import { hostListingQueryOptions } from '@/features/calendar/api';
import { AvailabilityEditor } from '@/features/calendar/availability-editor';
import { calendarErrorMessage } from '@/features/calendar/errors';
import { usePageTitleText } from '@/lib/page-title';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const Route = createFileRoute('/_authenticated/manage-listings/$id/availability')({
  beforeLoad: ({ params }) => {
    if (!UUID.test(params.id)) throw notFound();
  },
  component: AvailabilityRoute,
});

/** `/manage-listings/{id}/availability`: the host's calendar of one listing. */
function AvailabilityRoute() {
  const { id } = Route.useParams();
  const { t } = useTranslation('calendar');
  const listing = useQuery(hostListingQueryOptions(id));
  const title = listing.data ? (listing.data.title ?? t('page.untitled')) : undefined;
  usePageTitleText(title ? `${t('page.title')} · ${title}` : t('page.title'));

  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-6 sm:px-6 lg:py-10">
      <PathLink
        href="/manage-listings"
        className="inline-flex items-center gap-1 text-sm font-medium text-neutral-700 underline-offset-2 hover:underline"
      >
        <span aria-hidden="true">←</span> {t('page.back')}
      </PathLink>
      {listing.isError ? (
        <p role="alert" className="mt-6 text-sm text-red-700">
          {calendarErrorMessage(t, listing.error)}
        </p>
      ) : (
        <>
          <h1 className="mt-4 mb-6 text-2xl font-semibold break-words">
            {title ? t('page.heading', { title }) : t('page.title')}
          </h1>
          {listing.data ? (
            <AvailabilityEditor
              propertyId={id}
              listingType={listing.data.listingType ?? 'home'}
              variant="page"
            />
          ) : (
            <p role="status" className="text-sm text-neutral-600">
              {t('loading')}
            </p>
          )}
        </>
      )}
    </div>
  );
}
