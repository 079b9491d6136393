import { useState } from 'react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { payoutSetupQueryOptions } from '../api';
import { formatRut, type BankAccountInput } from '@arrendo/contracts/web';
import { EMPTY_BANK_ACCOUNT } from '../forms';
import { pageView } from '../page-view';
import { useForgetChange } from '../use-bank-change';
import { useHasPassed } from '../use-has-passed';
import { BankAccountForm } from './bank-account-form';
import { ConfirmChangeStep } from './confirm-change-step';
import { ConfirmedAccount } from './confirmed-account';
import { PayoutSetupFrame } from './payout-setup-frame';
import { PayoutSetupStatus, type Notice } from './payout-setup-status';

/**
 * `/payment-setup`: the Chilean bank account Arrendo pays the host's bookings into. A new account
 * only counts once the code emailed to the account's address confirms it (contracts
 * `payment/payout-account.ts`), so a stolen session cannot redirect payouts.
 */
export function PayoutSetupPage() {
  const { t } = useTranslation('payout-setup');
  const { data: setup } = useSuspenseQuery(payoutSetupQueryOptions());
  const [formOpen, setFormOpen] = useState(false);
  // What this visit sent, to ask for a new code and to fill the form again; gone after a reload.
  const [details, setDetails] = useState<BankAccountInput | null>(null);
  const [notice, setNotice] = useState<Notice>(null);
  const forgetChange = useForgetChange();
  const pending = setup.pendingChange;
  const expired = useHasPassed(pending?.expiresAt);
  const view = pageView(setup, expired, formOpen);
  const shownNotice: Notice = view === 'form' && pending && expired ? 'expired' : notice;
  const show = (form: boolean, next: Notice) => {
    setFormOpen(form);
    setNotice(next);
  };

  const secondary =
    pending && !expired
      ? { label: t('form.backToCode'), onClick: () => show(false, null) }
      : setup.bankAccount
        ? {
            label: t('form.keepCurrent'),
            onClick: () => {
              if (pending) forgetChange();
              show(false, null);
            },
          }
        : undefined;

  return (
    <PayoutSetupFrame>
      <div className="mb-6 space-y-2 text-neutral-700">
        <p>{t('intro.transfer')}</p>
        <p>{t('intro.safety')}</p>
      </div>
      <PayoutSetupStatus notice={shownNotice} />
      {view === 'account' && setup.bankAccount ? (
        <ConfirmedAccount account={setup.bankAccount} onChange={() => show(true, null)} />
      ) : null}
      {view === 'code' && pending ? (
        <ConfirmChangeStep
          key={pending.changeId}
          pending={pending}
          details={details}
          onConfirmed={() => {
            setDetails(null);
            show(false, 'confirmed');
          }}
          onCancelled={() => {
            setDetails(null);
            show(false, 'cancelled');
          }}
          onGone={() => {
            forgetChange();
            show(true, 'expired');
          }}
          onRefill={() => show(true, 'refill')}
          onResent={(next) => setNotice({ resentTo: next.emailHint })}
        />
      ) : null}
      {view === 'form' ? (
        <BankAccountForm
          title={setup.bankAccount ? t('form.changeTitle') : t('form.addTitle')}
          defaultValues={details ? { ...details, rut: formatRut(details.rut) } : EMPTY_BANK_ACCOUNT}
          secondary={secondary}
          onSent={(_, sent) => {
            setDetails(sent);
            show(false, null);
          }}
        />
      ) : null}
      <p className="mt-8 text-sm text-neutral-700">
        {t('stripe.question')}{' '}
        <Link to="/stripe-setup" className="font-semibold underline underline-offset-2">
          {t('stripe.link')}
        </Link>
      </p>
    </PayoutSetupFrame>
  );
}
