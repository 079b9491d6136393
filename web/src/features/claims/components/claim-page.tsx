import { useState } from 'react';
import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { Link, type ErrorComponentProps } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import toast from 'react-hot-toast';
import type { ClaimResponse } from '@arrendo/contracts/web';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { FormError } from '@/components/ui/field';
import { Skeleton } from '@/components/ui/skeleton';
import { useRouteRetry } from '@/features/shell/use-route-retry';
import { usePageTitle, usePageTitleText } from '@/lib/page-title';
import { claimKeys, claimQueryOptions, claimsApi } from '../api';
import { ClaimConversation } from './claim-conversation';
import { ClaimReplyBox } from './claim-reply-form';
import { ClaimStatusChip } from './claim-status-chip';
import { ClaimSummary } from './claim-summary';

function Shell({ children }: { children: React.ReactNode }) {
  return <div className="mx-auto max-w-3xl px-5 pt-6 pb-24 md:px-10">{children}</div>;
}

/**
 * `/claims/{id}`: a damage claim for its host and its guest (decision 0051): its state, amounts,
 * the host's description and photos, the conversation each side may read, a reply box while it is
 * open, and the decision once made. Notifications about the claim open this page.
 */
export function ClaimPage({ claimId }: { claimId: string }) {
  const { t } = useTranslation('claims');
  const { data } = useSuspenseQuery(claimQueryOptions(claimId));
  const { claim, role } = data;
  usePageTitleText(t('page.title', { listing: claim.listingTitle }));
  return (
    <Shell>
      <Link
        to="/bookings/$id"
        params={{ id: claim.bookingId }}
        className="text-sm font-semibold underline"
      >
        {t('page.back')}
      </Link>
      <header className="mt-4 flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h1 className="text-2xl font-semibold tracking-tight md:text-[32px]">
            {t('page.heading')}
          </h1>
          <p className="text-muted">{claim.listingTitle}</p>
        </div>
        <ClaimStatusChip status={claim.status} />
      </header>
      <p className="mt-4 rounded-xl bg-neutral-100 p-4 text-sm" data-testid="claim-state-note">
        {t(`page.note.${claim.status}.${role === 'guest' ? 'guest' : 'host'}`)}
      </p>
      <ClaimSummary claim={claim} />
      <ClaimConversation messages={data.messages} people={data.people} viewer={role} />
      {data.canMessage ? (
        <section aria-labelledby="claim-reply-title" className="border-t border-neutral-200 py-6">
          <h2 id="claim-reply-title" className="mb-3 text-lg font-semibold">
            {t('reply.title')}
          </h2>
          <ClaimReplyBox
            queryKey={claimKeys.detail(claim.id)}
            label={t(role === 'guest' ? 'reply.labelGuest' : 'reply.labelHost')}
            submitLabel={t('reply.send')}
            send={(input) => claimsApi.message(claim.id, input)}
          />
        </section>
      ) : null}
      {role === 'host' && claim.status === 'open' ? <WithdrawClaim data={data} /> : null}
    </Shell>
  );
}

function WithdrawClaim({ data }: { data: ClaimResponse }) {
  const { t } = useTranslation('claims');
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const withdraw = useMutation({
    mutationFn: () => claimsApi.withdraw(data.claim.id),
    onMutate: () => setError(null),
    onSuccess: (answer) => {
      queryClient.setQueryData(claimKeys.detail(answer.claim.id), answer);
      void queryClient.invalidateQueries({ queryKey: claimKeys.booking(answer.claim.bookingId) });
      toast.success(t('withdraw.done'));
    },
    onError: () => setError(t('withdraw.failed')),
    onSettled: () => setConfirming(false),
  });
  return (
    <div className="border-t border-neutral-200 pt-6">
      <FormError message={error} />
      <Button variant="outline" className="mt-2" onClick={() => setConfirming(true)}>
        {t('withdraw.button')}
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('withdraw.title')}
        description={t('withdraw.text')}
        confirmLabel={t('withdraw.confirm')}
        cancelLabel={t('withdraw.cancel')}
        pending={withdraw.isPending}
        onConfirm={() => withdraw.mutate()}
      />
    </div>
  );
}

/** The route's pending component: the claim's outline while it loads. */
export function ClaimPagePending() {
  usePageTitle('claims:page.pageTitle');
  return (
    <Shell>
      <Skeleton className="h-8 w-2/3" />
      <Skeleton className="mt-4 h-24 w-full" />
      <Skeleton className="mt-4 h-48 w-full" />
    </Shell>
  );
}

/** The route's error component: a failure a retry may mend (a missing claim is the 404 page). */
export function ClaimPageError({ reset }: ErrorComponentProps) {
  const { t } = useTranslation('claims');
  usePageTitle('claims:page.pageTitle');
  const retry = useRouteRetry(reset);
  return (
    <Shell>
      <h1 className="text-2xl font-semibold tracking-tight md:text-[32px]">{t('page.heading')}</h1>
      <div role="alert" className="py-12 text-center">
        <p className="text-lg font-semibold">{t('page.loadFailed')}</p>
        <Button className="mt-6" variant="secondary" onClick={retry}>
          {t('page.retry')}
        </Button>
      </div>
    </Shell>
  );
}
