import { useTranslation } from 'react-i18next';
import type { StripeConnectStatus } from '@arrendo/contracts/web';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { canContinue, type AccountView } from '../page-view';

const HEADING_ID = 'stripe-setup-account';

const TONE: Record<AccountView, string> = {
  active: 'border-green-300 bg-green-50',
  more_needed: 'border-amber-300 bg-amber-50',
  verifying: 'border-neutral-300 bg-neutral-50',
  onboarding: 'border-amber-300 bg-amber-50',
};

/**
 * The host's account as Stripe has it: paying out, waiting for something from the host (with the
 * way back to Stripe), or being checked by Stripe (with a way to look again).
 */
export function AccountStatus({
  status,
  view,
  busy,
  checking,
  onContinue,
  onCheckAgain,
}: {
  status: StripeConnectStatus;
  view: AccountView;
  /** The way to Stripe is opening. */
  busy: boolean;
  /** The status is being read again. */
  checking: boolean;
  onContinue(): void;
  onCheckAgain(): void;
}) {
  const { t } = useTranslation('stripe-setup');
  const country = status.country
    ? t(`countries.${status.country}`, { defaultValue: status.country })
    : null;
  return (
    <section
      aria-labelledby={HEADING_ID}
      className="space-y-4 rounded-xl border border-neutral-200 p-5"
    >
      <div>
        <h2 id={HEADING_ID} className="text-lg font-semibold">
          {t('account.title')}
        </h2>
        {country ? <p className="text-sm text-muted">{t('account.country', { country })}</p> : null}
      </div>
      <div className={cn('space-y-1 rounded-lg border px-4 py-3', TONE[view])}>
        <p className="font-semibold">{t(`account.${view}.title`)}</p>
        <p className="text-sm text-neutral-700">{t(`account.${view}.body`)}</p>
        {view === 'active' && status.requirementsDue ? (
          <p className="text-sm text-neutral-700">{t('account.active.later')}</p>
        ) : null}
      </div>
      <div className="flex flex-col gap-3 sm:flex-row">
        {canContinue(view) ? (
          <Button onClick={onContinue} disabled={busy} className="w-full sm:w-auto">
            {busy ? t('start.pending') : t('account.continue')}
          </Button>
        ) : null}
        {view !== 'active' ? (
          <Button
            variant="secondary"
            onClick={onCheckAgain}
            disabled={checking || busy}
            className="w-full sm:w-auto"
          >
            {t('account.checkAgain')}
          </Button>
        ) : null}
      </div>
    </section>
  );
}
