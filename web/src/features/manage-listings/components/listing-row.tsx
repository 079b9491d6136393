import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { useRouter } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { ListingSummary } from '@arrendo/contracts/web';
import { Button, buttonClass } from '@/components/ui/button';
import { PathLink } from '@/components/ui/path-link';
import { usePriceFormat } from '@/features/preferences/use-price-format';
import { editListingHref } from '../use-listing-actions';
import { ListingCover } from './listing-cover';
import { StatusBadge } from './status-badge';

const itemClass =
  'flex cursor-pointer items-center px-4 py-2.5 text-sm outline-none data-[highlighted]:bg-neutral-100 data-[disabled]:cursor-not-allowed data-[disabled]:opacity-50';

export interface ListingRowProps {
  listing: ListingSummary;
  /** Title or the 'Untitled draft' text. */
  name: string;
  updatedLabel: string;
  busy: boolean;
  onPublish(): void;
  onUnpublish(): void;
  onDelete(): void;
}

/** One of the host's listings: a card on phones, a table-like row from `md` up. */
export function ListingRow({
  listing,
  name,
  updatedLabel,
  busy,
  onPublish,
  onUnpublish,
  onDelete,
}: ListingRowProps) {
  const { t } = useTranslation('manage');
  const router = useRouter();
  const { formatPerUnit } = usePriceFormat();
  const published = listing.status === 'published';
  const previewable = published || listing.problemCount === 0;
  const go = (href: string) => void router.navigate({ href });

  return (
    <li
      data-testid="manage-listing-row"
      aria-label={name}
      className="grid grid-cols-[96px_1fr] gap-4 rounded-xl border border-neutral-200 p-3 md:grid-cols-[112px_minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)_auto] md:items-center md:rounded-none md:border-0 md:border-b md:px-0 md:py-4"
    >
      <ListingCover
        cover={listing.cover}
        className="aspect-square w-full rounded-lg md:aspect-[4/3]"
      />
      <div className="min-w-0">
        <p className="truncate font-semibold" data-testid="listing-name">
          {name}
        </p>
        {listing.location ? (
          <p className="truncate text-sm text-muted">{listing.location}</p>
        ) : null}
        <div className="mt-1 flex flex-wrap items-center gap-2">
          {listing.adminUnlist ? (
            <StatusBadge status="unlistedByAdmin" />
          ) : (
            <StatusBadge status={listing.status} />
          )}
          {listing.status === 'draft' ? (
            <span className="text-sm text-neutral-700">
              {listing.problemCount > 0
                ? t('row.thingsLeft', { count: listing.problemCount })
                : t('row.ready')}
            </span>
          ) : null}
        </div>
        {listing.adminUnlist ? (
          // Decision 0049: the host learns here too why the listing left the market.
          <p className="mt-1 text-sm text-red-800" data-testid="listing-admin-reason">
            {t('row.adminReason', { reason: listing.adminUnlist.reason })}
          </p>
        ) : null}
      </div>
      <p className="col-start-2 text-sm md:col-start-auto" data-testid="listing-price">
        {listing.price && listing.priceUnit ? (
          <span className="font-semibold">{formatPerUnit(listing.price, listing.priceUnit)}</span>
        ) : (
          <span className="text-muted">{t('row.noPrice')}</span>
        )}
      </p>
      <p className="col-start-2 text-sm text-muted md:col-start-auto">{updatedLabel}</p>
      <div className="col-span-2 flex flex-wrap items-center gap-2 md:col-span-1 md:justify-end">
        <PathLink
          href={editListingHref(listing.id)}
          className={buttonClass({ variant: 'outline', size: 'sm' })}
          aria-label={t('actions.editLabel', { title: name })}
        >
          {t('actions.edit')}
        </PathLink>
        {listing.adminUnlist ? null : published ? (
          <Button variant="outline" size="sm" disabled={busy} onClick={onUnpublish}>
            {t('actions.unpublish')}
          </Button>
        ) : (
          <Button variant="outline" size="sm" disabled={busy} onClick={onPublish}>
            {t('actions.publish')}
          </Button>
        )}
        <DropdownMenu.Root modal={false}>
          <DropdownMenu.Trigger
            aria-label={t('actions.more', { title: name })}
            className="rounded-full p-2 hover:bg-neutral-100 focus-visible:outline-2 focus-visible:outline-brand-dark"
          >
            <svg viewBox="0 0 24 24" aria-hidden="true" className="size-5" fill="currentColor">
              <circle cx="5" cy="12" r="2" />
              <circle cx="12" cy="12" r="2" />
              <circle cx="19" cy="12" r="2" />
            </svg>
          </DropdownMenu.Trigger>
          <DropdownMenu.Portal>
            <DropdownMenu.Content
              align="end"
              sideOffset={6}
              className="z-50 w-56 rounded-xl border border-neutral-200 bg-white py-2 shadow-lg"
            >
              <DropdownMenu.Item
                className={itemClass}
                onSelect={() =>
                  go(`/manage-listings/${encodeURIComponent(listing.id)}/availability`)
                }
              >
                {t('actions.availability')}
              </DropdownMenu.Item>
              {previewable ? (
                <DropdownMenu.Item
                  className={itemClass}
                  onSelect={() => go(`/property/${encodeURIComponent(listing.id)}`)}
                >
                  {t('actions.preview')}
                </DropdownMenu.Item>
              ) : null}
              <DropdownMenu.Separator className="my-1 h-px bg-neutral-200" />
              <DropdownMenu.Item
                className={`${itemClass} text-red-700`}
                disabled={busy}
                onSelect={onDelete}
              >
                {t('actions.delete')}
              </DropdownMenu.Item>
            </DropdownMenu.Content>
          </DropdownMenu.Portal>
        </DropdownMenu.Root>
      </div>
    </li>
  );
}
