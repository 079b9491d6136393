import { useInfiniteQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { Claim, PublicUserCard } from '@arrendo/contracts/web';
import { Button } from '@/components/ui/button';
import { SelectField } from '@/components/ui/select-field';
import { LoadingDots } from '@/features/auth/components/loading-dots';
import { ClaimStatusChip } from '@/features/claims/components/claim-status-chip';
import { useClaimFormat } from '@/features/claims/format';
import { adminClaimsQuery } from '../api';
import { CLAIM_FILTERS, type ClaimFilter } from '../search';

export interface ClaimsListPageProps {
  filter: ClaimFilter;
  onFilterChange(next: ClaimFilter): void;
}

/** `/admin/claims`: damage claims by status (open first: the work to do), newest first. */
export function ClaimsListPage({ filter, onFilterChange }: ClaimsListPageProps) {
  const { t } = useTranslation('admin-claims');
  return (
    <section className="mx-auto max-w-6xl px-6 py-12">
      <h1 className="mb-2 text-3xl font-semibold">{t('list.title')}</h1>
      <p className="mb-8 max-w-3xl text-neutral-700">{t('list.intro')}</p>
      <SelectField
        label={t('list.filter')}
        className="mb-6 max-w-xs"
        value={filter}
        onChange={(event) => onFilterChange(event.target.value as ClaimFilter)}
      >
        {CLAIM_FILTERS.map((option) => (
          <option key={option} value={option}>
            {t(`list.filters.${option}`)}
          </option>
        ))}
      </SelectField>
      <ClaimsTable filter={filter} />
    </section>
  );
}

function ClaimsTable({ filter }: { filter: ClaimFilter }) {
  const { t } = useTranslation('admin-claims');
  const fmt = useClaimFormat();
  const claims = useInfiniteQuery(adminClaimsQuery(filter));
  if (claims.isPending) return <LoadingDots />;
  if (claims.isError) {
    return (
      <div>
        <p role="alert" className="text-red-700">
          {t('list.loadError')}
        </p>
        <Button
          className="mt-4"
          variant="secondary"
          size="sm"
          onClick={() => void claims.refetch()}
        >
          {t('retry')}
        </Button>
      </div>
    );
  }
  const items = claims.data.pages.flatMap((page) => page.items);
  const people = claims.data.pages.reduce<Record<string, PublicUserCard>>(
    (all, page) => ({ ...all, ...page.people }),
    {},
  );
  if (items.length === 0) return <p className="text-neutral-700">{t(`list.empty.${filter}`)}</p>;
  const name = (id: string) => people[id]?.displayName ?? t('list.accountGone');
  return (
    <>
      <div className="overflow-x-auto">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{t('list.caption')}</caption>
          <thead className="border-b border-neutral-300">
            <tr>
              {(['listing', 'host', 'guest', 'amount', 'status', 'opened'] as const).map((col) => (
                <th
                  key={col}
                  scope="col"
                  className={col === 'amount' ? 'py-2 pr-4 text-right' : 'py-2 pr-4'}
                >
                  {t(`list.columns.${col}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {items.map((claim: Claim) => (
              <tr key={claim.id} className="border-b border-neutral-100" data-testid="claim-row">
                <td className="py-3 pr-4">
                  <Link
                    to="/admin/claims/$claimId"
                    params={{ claimId: claim.id }}
                    className="font-semibold underline"
                  >
                    {claim.listingTitle}
                  </Link>
                </td>
                <td className="py-3 pr-4">{name(claim.hostId)}</td>
                <td className="py-3 pr-4">{name(claim.guestId)}</td>
                <td className="py-3 pr-4 text-right whitespace-nowrap">
                  {fmt.money(claim.amount)}
                </td>
                <td className="py-3 pr-4">
                  <ClaimStatusChip status={claim.status} />
                </td>
                <td className="py-3 pr-4 whitespace-nowrap">{fmt.day(claim.createdAt)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {claims.hasNextPage ? (
        <Button
          className="mt-4"
          variant="outline"
          disabled={claims.isFetchingNextPage}
          onClick={() => void claims.fetchNextPage()}
        >
          {t('list.more')}
        </Button>
      ) : null}
    </>
  );
}
