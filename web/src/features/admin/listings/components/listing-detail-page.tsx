import { useState } from 'react';
import { Link } from '@tanstack/react-router';
import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import toast from 'react-hot-toast';
import { format } from 'date-fns';
import { formatMoney, type AdminListingResponse } from '@arrendo/contracts/web';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { FormError } from '@/components/ui/field';
import { PathLink } from '@/components/ui/path-link';
import { useDateLocale } from '@/features/calendar/use-date-locale';
import { ADMIN_LISTINGS_KEY, adminListingApi, adminListingQuery } from '../api';
import { adminListingErrorMessage } from '../messages';
import { ListingStateText } from './listing-state';
import { UnlistDialog } from './unlist-dialog';

/**
 * `/admin/listings/$listingId` (decision 0049): one listing, its host (linked to their admin
 * page), the public page while guests can see it, and its moderation: unlist with a reason
 * (emailed to the host) or relist.
 */
export function ListingDetailPage({ listingId }: { listingId: string }) {
  const { t } = useTranslation('admin-listings');
  const { data: listing } = useSuspenseQuery(adminListingQuery(listingId));
  const title = listing.title?.trim() || t('list.untitled');
  return (
    <section className="mx-auto max-w-4xl px-6 py-12">
      <Link to="/admin/listings" className="text-sm underline">
        {t('detail.back')}
      </Link>
      <h1 className="mt-4 text-3xl font-semibold">{title}</h1>
      <p className="mt-1 text-neutral-600">
        <ListingStateText listing={listing} />
      </p>
      {listing.visible ? (
        <p className="mt-2">
          <PathLink href={`/property/${encodeURIComponent(listing.id)}`} className="underline">
            {t('detail.publicPage')}
          </PathLink>
        </p>
      ) : null}
      <Facts listing={listing} />
      <div className="mt-8 grid gap-6 md:grid-cols-2">
        <HostCard listing={listing} />
        <ModerationCard listing={listing} title={title} />
      </div>
    </section>
  );
}

function Facts({ listing }: { listing: AdminListingResponse }) {
  const { t, i18n } = useTranslation('admin-listings');
  const locale = useDateLocale();
  const when = (iso: string | null) => (iso ? format(new Date(iso), 'PPp', { locale }) : null);
  const none = t('list.none');
  const rows: [string, string][] = [
    [t('detail.id'), listing.id],
    [t('detail.type'), listing.listingType ? t(`types.${listing.listingType}`) : none],
    [t('detail.hostState'), t(`states.${listing.status}`)],
    [t('detail.location'), listing.location || listing.city || none],
    [t('detail.region'), listing.region || none],
    [t('detail.price'), listing.price ? formatMoney(listing.price, i18n.language) : none],
    [t('detail.photos'), String(listing.photoCount)],
    [t('detail.created'), when(listing.createdAt) ?? none],
    [t('detail.updated'), when(listing.updatedAt) ?? none],
    [t('detail.published'), when(listing.publishedAt) ?? t('detail.never')],
    [t('detail.hostSuspended'), listing.hostSuspended ? t('detail.yes') : t('detail.no')],
  ];
  return (
    <section aria-labelledby="listing-facts" className="mt-8">
      <h2 id="listing-facts" className="mb-3 text-xl font-semibold">
        {t('detail.facts')}
      </h2>
      <dl className="grid grid-cols-1 gap-x-6 gap-y-2 sm:grid-cols-[max-content_1fr]">
        {rows.map(([term, value]) => (
          <div key={term} className="contents">
            <dt className="font-medium text-neutral-600">{term}</dt>
            <dd className="break-words">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

function Card({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="rounded-2xl border border-neutral-200 p-6">
      <h2 className="mb-3 text-xl font-semibold">{title}</h2>
      {children}
    </section>
  );
}

function HostCard({ listing }: { listing: AdminListingResponse }) {
  const { t } = useTranslation('admin-listings');
  const host = listing.host;
  return (
    <Card title={t('host.title')}>
      {host ? (
        <>
          <p className="font-medium">{host.fullName || host.email}</p>
          <p className="text-neutral-700">{host.email}</p>
          <p className="mt-3">
            <Link
              to="/admin/users/$userId"
              params={{ userId: host.id }}
              className="underline hover:text-brand-dark"
            >
              {t('host.open')}
            </Link>
          </p>
        </>
      ) : (
        <p className="text-neutral-700">{t('host.gone')}</p>
      )}
    </Card>
  );
}

function ModerationCard({ listing, title }: { listing: AdminListingResponse; title: string }) {
  const { t } = useTranslation('admin-listings');
  const locale = useDateLocale();
  const queryClient = useQueryClient();
  const [unlisting, setUnlisting] = useState(false);
  const [relisting, setRelisting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const relist = useMutation({
    mutationFn: () => adminListingApi.relist(listing.id),
    onMutate: () => setError(null),
    onSuccess: () => {
      toast.success(t('relist.done', { title }));
      setRelisting(false);
    },
    onError: (err) => {
      setRelisting(false);
      setError(adminListingErrorMessage(t, err));
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: ADMIN_LISTINGS_KEY }),
  });
  const unlisted = listing.adminUnlist;
  return (
    <Card title={t('moderation.title')}>
      {unlisted ? (
        <>
          <p className="text-neutral-700">
            {t('moderation.unlistedSince', {
              date: format(new Date(unlisted.at), 'PPp', { locale }),
            })}
          </p>
          <p className="mt-2 font-medium">{t('moderation.reason')}</p>
          <blockquote
            data-testid="admin-unlist-reason"
            className="mt-1 border-l-4 border-neutral-300 pl-3 whitespace-pre-line text-neutral-800"
          >
            {unlisted.reason}
          </blockquote>
          <FormError message={error} />
          <Button
            className="mt-4"
            variant="secondary"
            disabled={relist.isPending}
            onClick={() => setRelisting(true)}
          >
            {t('relist.action')}
          </Button>
          <ConfirmDialog
            open={relisting}
            onOpenChange={setRelisting}
            title={t('relist.dialogTitle', { title })}
            description={t('relist.dialogText')}
            confirmLabel={t('relist.action')}
            cancelLabel={t('relist.cancel')}
            pending={relist.isPending}
            onConfirm={() => relist.mutate()}
          />
        </>
      ) : (
        <>
          <p className="mb-4 text-neutral-700">{t('moderation.listedText')}</p>
          <Button variant="danger" onClick={() => setUnlisting(true)}>
            {t('unlist.action')}
          </Button>
          <UnlistDialog
            listing={listing}
            title={title}
            open={unlisting}
            onOpenChange={setUnlisting}
          />
        </>
      )}
    </Card>
  );
}
