import { useEffect, useRef, useState } from 'react';
import { useMutation, useSuspenseQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { isStripePayoutCountry, type StripePayoutCountry } from '@arrendo/contracts/web';
import { stripeSetupApi, stripeSetupQueryOptions } from '../api';
import { navigation } from '../navigation';
import { CHILE, accountView, startFailure } from '../page-view';
import { AccountStatus } from './account-status';
import { CountryStep } from './country-step';
import { StartFailureNotice } from './start-failure-notice';
import { StripeSetupFrame } from './stripe-setup-frame';
import { StripeUnavailable } from './stripe-unavailable';

interface Start {
  country: StripePayoutCountry;
  /** `replace` when the page sent the host on by itself (`?refresh=1`): Back must not loop. */
  leave: 'assign' | 'replace';
}

/**
 * `/stripe-setup`: a host outside Chile gets paid through a Stripe Connect Express account,
 * onboarded on Stripe's own pages. Stripe does not pay out to Chilean bank accounts, so for Chile
 * (the default) the page sends the host to their bank details instead. Stripe sends the host back
 * with `?return=1` (the page shows the account as Stripe has it now) or, when its link expired,
 * `?refresh=1` (the page asks for a new link and sends the host back to Stripe).
 */
export function StripeSetupPage({
  returned = false,
  refresh = false,
}: {
  returned?: boolean;
  refresh?: boolean;
}) {
  const { t } = useTranslation('stripe-setup');
  const query = useSuspenseQuery(stripeSetupQueryOptions());
  const status = query.data.stripe === 'available' ? query.data.status : null;
  const view = status ? accountView(status) : null;
  const [choice, setChoice] = useState<string>(status?.country ?? CHILE);

  const start = useMutation({
    mutationFn: ({ country }: Start) => stripeSetupApi.startOnboarding(country),
    onSuccess: ({ url }, { leave }) => navigation[leave](url),
  });
  const failure = start.error ? startFailure(start.error, start.variables?.country ?? '') : null;
  // Sent to Stripe: the page stays until the browser has left.
  const busy = start.isPending || start.isSuccess;

  // Stripe's link expired or was used: a new one, at once, for the account being onboarded.
  const resume =
    refresh &&
    status &&
    status.state !== 'active' &&
    status.country &&
    isStripePayoutCountry(status.country)
      ? status.country
      : null;
  const resumed = useRef(false);
  const { mutate } = start;
  useEffect(() => {
    if (!resume || resumed.current) return;
    resumed.current = true;
    mutate({ country: resume, leave: 'replace' });
  }, [resume, mutate]);

  const retry = () => {
    start.reset();
    void query.refetch();
  };
  const redirecting = resume !== null && !start.isError;
  // An empty live region stays, so the next notice is read out.
  const notice = redirecting ? t('redirecting') : returned && view ? t('returned') : '';

  return (
    <StripeSetupFrame>
      <p className="mb-6 text-neutral-700">{t('intro')}</p>
      <p
        role="status"
        className={
          notice ? 'mb-6 rounded-lg bg-neutral-100 px-4 py-3 text-sm font-medium' : 'sr-only'
        }
      >
        {notice}
      </p>
      {redirecting ? null : status && view ? (
        <div className="space-y-4">
          <AccountStatus
            status={status}
            view={view}
            busy={busy}
            checking={query.isFetching}
            onContinue={() => {
              if (status.country && isStripePayoutCountry(status.country)) {
                start.mutate({ country: status.country, leave: 'assign' });
              }
            }}
            onCheckAgain={retry}
          />
          {failure?.kind === 'unavailable' ? (
            <StripeUnavailable onRetry={retry} retrying={query.isFetching} />
          ) : (
            <StartFailureNotice failure={failure} />
          )}
        </div>
      ) : (
        <CountryStep
          choice={choice}
          onChoose={(next) => {
            start.reset();
            setChoice(next);
          }}
          stripeAvailable={status !== null}
          failure={failure}
          busy={busy}
          retrying={query.isFetching}
          onStart={() => {
            if (isStripePayoutCountry(choice)) start.mutate({ country: choice, leave: 'assign' });
          }}
          onRetry={retry}
        />
      )}
    </StripeSetupFrame>
  );
}
