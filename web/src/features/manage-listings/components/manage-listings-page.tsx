import { useMemo, useState } from 'react';
import { useSuspenseQuery } from '@tanstack/react-query';
import type { ErrorComponentProps } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { ListingSummary } from '@arrendo/contracts/web';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Skeleton } from '@/components/ui/skeleton';
import { ListingTypeChooser } from '@/features/account/components/listing-type-chooser';
import { FORMAT_LOCALE, currentLanguage } from '@/i18n';
import { useRouteRetry } from '@/features/shell/use-route-retry';
import { usePageTitle } from '@/lib/page-title';
import { myListingsQueryOptions } from '../api';
import { useListingActions, type ListingRef } from '../use-listing-actions';
import { ListingRow } from './listing-row';

/** `/manage-listings`: the host's listings, drafts included, with what can be done to each. */
export function ManageListingsPage() {
  const { t, i18n } = useTranslation('manage');
  usePageTitle('manage:title');
  const listings = useSuspenseQuery(myListingsQueryOptions());
  const { publish, unpublish, remove } = useListingActions();
  const [chooserOpen, setChooserOpen] = useState(false);
  const [toDelete, setToDelete] = useState<ListingRef | null>(null);
  const locale = FORMAT_LOCALE[currentLanguage(i18n)];
  const dateFormat = useMemo(
    () => new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }),
    [locale],
  );

  const nameOf = (listing: ListingSummary) => listing.title?.trim() || t('row.untitled');
  const busyId =
    (publish.isPending && publish.variables?.id) ||
    (unpublish.isPending && unpublish.variables?.id) ||
    (remove.isPending && remove.variables?.id) ||
    null;

  return (
    <div className="mx-auto max-w-6xl px-5 pt-6 pb-24 md:px-10">
      <header className="mb-6 flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-2xl font-semibold tracking-tight md:text-[32px]">{t('title')}</h1>
        <Button size="sm" onClick={() => setChooserOpen(true)}>
          {t('newListing')}
        </Button>
      </header>

      {listings.data.items.length === 0 ? (
        <div className="mx-auto max-w-md py-16 text-center">
          <p className="text-lg font-semibold">{t('empty.title')}</p>
          <p className="mt-2 text-muted">{t('empty.body')}</p>
          <Button className="mt-6" size="lg" onClick={() => setChooserOpen(true)}>
            {t('empty.create')}
          </Button>
        </div>
      ) : (
        <>
          <div
            aria-hidden="true"
            className="hidden border-b border-neutral-200 pb-2 text-xs font-semibold tracking-wide text-muted uppercase md:grid md:grid-cols-[112px_minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)_auto] md:gap-4"
          >
            <span />
            <span>{t('columns.listing')}</span>
            <span>{t('columns.price')}</span>
            <span>{t('columns.updated')}</span>
            <span className="w-64" />
          </div>
          <ul className="space-y-4 md:space-y-0" aria-label={t('title')}>
            {listings.data.items.map((listing) => {
              const ref = { id: listing.id, name: nameOf(listing) };
              return (
                <ListingRow
                  key={listing.id}
                  listing={listing}
                  name={ref.name}
                  updatedLabel={t('row.updated', {
                    date: dateFormat.format(new Date(listing.updatedAt)),
                  })}
                  busy={busyId === listing.id}
                  onPublish={() => publish.mutate(ref)}
                  onUnpublish={() => unpublish.mutate(ref)}
                  onDelete={() => setToDelete(ref)}
                />
              );
            })}
          </ul>
        </>
      )}

      <ConfirmDialog
        open={toDelete !== null}
        onOpenChange={(open) => {
          if (!open) setToDelete(null);
        }}
        title={t('delete.title')}
        description={t('delete.body', { title: toDelete?.name ?? '' })}
        confirmLabel={t('delete.confirm')}
        cancelLabel={t('delete.cancel')}
        pending={remove.isPending}
        onConfirm={() => {
          if (!toDelete) return;
          remove.mutate(toDelete, { onSettled: () => setToDelete(null) });
        }}
      />
      <ListingTypeChooser open={chooserOpen} onOpenChange={setChooserOpen} />
    </div>
  );
}

function Frame({ children }: { children: React.ReactNode }) {
  const { t } = useTranslation('manage');
  usePageTitle('manage:title');
  return (
    <div className="mx-auto max-w-6xl px-5 pt-6 pb-24 md:px-10">
      <h1 className="mb-6 text-2xl font-semibold tracking-tight md:text-[32px]">{t('title')}</h1>
      {children}
    </div>
  );
}

/** The route's pending component: the rows' outlines while the listings load. */
export function ManageListingsPagePending() {
  const { t } = useTranslation('manage');
  return (
    <Frame>
      <ul className="space-y-4" aria-busy="true" aria-label={t('loading')}>
        {Array.from({ length: 3 }, (_, i) => (
          <li key={i} className="flex gap-4">
            <Skeleton className="size-24 shrink-0 rounded-lg" />
            <div className="flex-1 space-y-2 py-2">
              <Skeleton className="h-4 w-1/2" />
              <Skeleton className="h-4 w-1/4" />
              <Skeleton className="h-4 w-1/3" />
            </div>
          </li>
        ))}
      </ul>
    </Frame>
  );
}

/** The route's error component: the listings did not load. */
export function ManageListingsPageError({ reset }: ErrorComponentProps) {
  const { t } = useTranslation('manage');
  const retry = useRouteRetry(reset);
  return (
    <Frame>
      <div role="alert" className="mx-auto max-w-md py-16 text-center">
        <p className="text-lg font-semibold">{t('error.title')}</p>
        <p className="mt-2 text-muted">{t('error.body')}</p>
        <Button className="mt-6" variant="secondary" onClick={retry}>
          {t('error.retry')}
        </Button>
      </div>
    </Frame>
  );
}
