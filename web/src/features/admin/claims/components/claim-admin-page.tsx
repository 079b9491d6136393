import { useState } from 'react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link, type ErrorComponentProps } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { ClaimAudience, ClaimResponse } from '@arrendo/contracts/web';
import { Button } from '@/components/ui/button';
import { SelectField } from '@/components/ui/select-field';
import { LoadingDots } from '@/features/auth/components/loading-dots';
import { ClaimConversation } from '@/features/claims/components/claim-conversation';
import { ClaimReplyBox } from '@/features/claims/components/claim-reply-form';
import { ClaimStatusChip } from '@/features/claims/components/claim-status-chip';
import { ClaimSummary } from '@/features/claims/components/claim-summary';
import { useRouteRetry } from '@/features/shell/use-route-retry';
import { ApiError } from '@/lib/api-client';
import { usePageTitle } from '@/lib/page-title';
import { adminClaimKey, adminClaimQuery, adminClaimsApi } from '../api';
import { ApproveDialog, RejectDialog } from './decision-dialogs';

const AUDIENCES: readonly ClaimAudience[] = ['both', 'host', 'guest'];

function Frame({ children }: { children: React.ReactNode }) {
  const { t } = useTranslation('admin-claims');
  usePageTitle('admin-claims:detail.title');
  return (
    <section className="mx-auto max-w-4xl px-6 py-12">
      <Link to="/admin/claims" className="text-sm underline">
        {t('detail.back')}
      </Link>
      {children}
    </section>
  );
}

/**
 * `/admin/claims/$claimId` (decision 0051): everything about one claim, every message with whom it
 * was for, a message to the host, the guest or both, and while it is open the decision: approve
 * (an amount up to the claimed one, paid to the host through the ledger) or reject with a note.
 */
export function ClaimAdminPage({ claimId }: { claimId: string }) {
  const { t } = useTranslation('admin-claims');
  const { data } = useSuspenseQuery(adminClaimQuery(claimId));
  const { claim, people } = data;
  const [to, setTo] = useState<ClaimAudience>('both');
  const name = (id: string) => people[id]?.displayName ?? t('list.accountGone');
  return (
    <Frame>
      <header className="mt-4 flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h1 className="text-3xl font-semibold">
            {t('detail.heading', { listing: claim.listingTitle })}
          </h1>
          <p className="mt-1 text-neutral-600">
            {t('detail.parties', { host: name(claim.hostId), guest: name(claim.guestId) })}
          </p>
        </div>
        <ClaimStatusChip status={claim.status} />
      </header>
      <ul className="mt-3 flex flex-wrap gap-4 text-sm">
        <li>
          <Link to="/admin/users/$userId" params={{ userId: claim.hostId }} className="underline">
            {t('detail.hostAccount')}
          </Link>
        </li>
        <li>
          <Link to="/admin/users/$userId" params={{ userId: claim.guestId }} className="underline">
            {t('detail.guestAccount')}
          </Link>
        </li>
      </ul>
      {claim.status === 'open' ? <DecisionCard data={data} /> : null}
      <ClaimSummary claim={claim} />
      <ClaimConversation messages={data.messages} people={people} viewer="admin" />
      {data.canMessage ? (
        <section aria-labelledby="admin-claim-message" className="border-t border-neutral-200 py-6">
          <h2 id="admin-claim-message" className="mb-3 text-lg font-semibold">
            {t('message.title')}
          </h2>
          <ClaimReplyBox
            queryKey={adminClaimKey(claim.id)}
            label={t('message.label')}
            submitLabel={t('message.send')}
            extra={
              <SelectField
                label={t('message.to')}
                value={to}
                onChange={(event) => setTo(event.target.value as ClaimAudience)}
                className="max-w-xs"
              >
                {AUDIENCES.map((audience) => (
                  <option key={audience} value={audience}>
                    {t(`message.audiences.${audience}`)}
                  </option>
                ))}
              </SelectField>
            }
            send={(input) => adminClaimsApi.message(claim.id, { ...input, to })}
          />
        </section>
      ) : null}
    </Frame>
  );
}

function DecisionCard({ data }: { data: ClaimResponse }) {
  const { t } = useTranslation('admin-claims');
  const [approving, setApproving] = useState(false);
  const [rejecting, setRejecting] = useState(false);
  return (
    <section
      aria-labelledby="claim-decide"
      className="mt-6 rounded-2xl border border-neutral-200 p-6"
    >
      <h2 id="claim-decide" className="mb-2 text-xl font-semibold">
        {t('decide.title')}
      </h2>
      <p className="mb-4 text-neutral-700">{t('decide.intro')}</p>
      <div className="flex flex-wrap gap-3">
        <Button onClick={() => setApproving(true)}>{t('decide.approveOpen')}</Button>
        <Button variant="danger" onClick={() => setRejecting(true)}>
          {t('decide.rejectOpen')}
        </Button>
      </div>
      <ApproveDialog claim={data.claim} open={approving} onOpenChange={setApproving} />
      <RejectDialog claim={data.claim} open={rejecting} onOpenChange={setRejecting} />
    </section>
  );
}

export function ClaimAdminPending() {
  return (
    <Frame>
      <div className="mt-6">
        <LoadingDots />
      </div>
    </Frame>
  );
}

/** Gone (404, or an address that is no claim id: 400) or not loaded (retry). */
export function ClaimAdminError({ error, reset }: ErrorComponentProps) {
  const { t } = useTranslation('admin-claims');
  const retry = useRouteRetry(reset);
  const missing = ApiError.is(error) && (error.status === 404 || error.status === 400);
  return (
    <Frame>
      <h1 className="mt-4 mb-6 text-3xl font-semibold">{t('detail.title')}</h1>
      <p role="alert" className="text-red-700">
        {missing ? t('detail.notFound') : t('detail.loadError')}
      </p>
      {missing ? null : (
        <Button className="mt-4" variant="secondary" size="sm" onClick={retry}>
          {t('retry')}
        </Button>
      )}
    </Frame>
  );
}
