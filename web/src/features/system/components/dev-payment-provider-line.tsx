import { useTranslation } from 'react-i18next';

/**
 * Issue 25: whether the payment service runs the offline dev provider, which confirms bookings
 * with no money moving. On is a warning an operator must not miss; unknown when the payment
 * service did not say (its own line below tells why).
 */
export function DevPaymentProviderLine({ on }: { on: boolean | undefined }) {
  const { t } = useTranslation('common');
  if (on === true) {
    return (
      <p
        data-testid="dev-payment-provider"
        data-state="on"
        className="rounded-xl border-2 border-dashed border-amber-500 bg-amber-50 px-4 py-3 font-semibold text-amber-900"
      >
        {t('status.devPaymentProvider.on')}
      </p>
    );
  }
  const state = on === false ? 'off' : 'unknown';
  return (
    <p
      data-testid="dev-payment-provider"
      data-state={state}
      className="rounded-xl border border-neutral-200 px-4 py-3 text-neutral-800"
    >
      {t(`status.devPaymentProvider.${state}`)}
    </p>
  );
}
