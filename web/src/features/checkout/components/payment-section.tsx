import { Suspense, useId, useState } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '@arrendo/contracts/web';
import type {
  Booking,
  PaymentConfig,
  PaymentMethod,
  PaymentProvider,
} from '@arrendo/contracts/web';
import { Button } from '@/components/ui/button';
import { createPayment, paymentConfigQueryOptions } from '@/features/bookings/api';
import { providerRedirect } from '../api';
import { useFormatLocale } from '@/features/bookings/format';
import { errorMessage, navigation } from '../navigation';
import { lazyWithPreload } from '@/lib/lazy-with-preload';

// Stripe's libraries are only fetched when a card is paid through Stripe here: no other page,
// and not this one with Payku or the dev provider, downloads them.
const StripeCardForm = lazyWithPreload(
  () => import('./stripe-card-form'),
  (m) => m.default,
);

interface PaymentSectionProps {
  booking: Booking;
  /** The hold lapsed: nothing can be paid. */
  disabled: boolean;
}

/** Spec 2.12: pay by card or with the local provider; which provider serves each is the config's. */
export function PaymentSection({ booking, disabled }: PaymentSectionProps) {
  const { t } = useTranslation('checkout');
  const config = useQuery(paymentConfigQueryOptions());
  const locale = useFormatLocale();
  const [method, setMethod] = useState<PaymentMethod>('card');

  return (
    <section aria-labelledby="checkout-pay-heading" className="py-6" data-testid="payment-section">
      <h2 id="checkout-pay-heading" className="mb-3 text-xl font-semibold">
        {t('pay.heading')}
      </h2>
      {config.isPending ? (
        <p className="text-sm text-muted" role="status">
          {t('pay.loadingConfig')}
        </p>
      ) : config.isError ? (
        <div role="alert" className="text-sm">
          <p>{t('pay.configFailed')}</p>
          <Button
            className="mt-3"
            variant="outline"
            size="sm"
            onClick={() => void config.refetch()}
          >
            {t('retry')}
          </Button>
        </div>
      ) : (
        <>
          <MethodChoice config={config.data} method={method} onChange={setMethod} />
          <div className="mt-6">
            {method === 'card' && config.data.card === 'stripe' ? (
              config.data.stripePublishableKey ? (
                disabled ? (
                  <PayButton booking={booking} disabled onClick={() => undefined} />
                ) : (
                  <Suspense
                    fallback={
                      <p className="text-sm text-muted" role="status">
                        {t('pay.loadingCard')}
                      </p>
                    }
                  >
                    <StripeCardForm
                      bookingId={booking.id}
                      publishableKey={config.data.stripePublishableKey}
                      payLabel={t('pay.button', {
                        amount: formatMoney(booking.quote.total, locale),
                      })}
                    />
                  </Suspense>
                )
              ) : (
                <p role="alert" className="text-sm text-red-700">
                  {t('pay.cardUnavailable')}
                </p>
              )
            ) : (
              <RedirectPay
                // A new method is a new attempt: the last one's busy or failed state goes.
                key={method}
                booking={booking}
                method={method}
                provider={config.data[method]}
                disabled={disabled}
              />
            )}
          </div>
        </>
      )}
    </section>
  );
}

function MethodChoice({
  config,
  method,
  onChange,
}: {
  config: PaymentConfig;
  method: PaymentMethod;
  onChange: (method: PaymentMethod) => void;
}) {
  const { t } = useTranslation('checkout');
  const name = useId();
  const options: { value: PaymentMethod; label: string; hint: string }[] = [
    {
      value: 'card',
      label: t('pay.card'),
      hint: config.card === 'dev' ? t('pay.devHint') : t('pay.cardHint'),
    },
    {
      value: 'local',
      label: t('pay.local'),
      hint: config.local === 'dev' ? t('pay.devHint') : t('pay.localHint'),
    },
  ];
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-semibold">{t('pay.method')}</legend>
      <div className="space-y-2">
        {options.map((option) => {
          const id = `${name}-${option.value}`;
          return (
            <label
              key={option.value}
              htmlFor={id}
              className="flex cursor-pointer items-start gap-3 rounded-xl border border-neutral-300 p-4 has-[:checked]:border-neutral-900 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-neutral-900"
            >
              <input
                id={id}
                type="radio"
                name={name}
                value={option.value}
                checked={method === option.value}
                onChange={() => onChange(option.value)}
                aria-describedby={`${id}-hint`}
                className="mt-1 size-4 accent-neutral-900"
              />
              <span>
                <span className="block font-semibold">{option.label}</span>
                <span id={`${id}-hint`} className="block text-sm text-muted">
                  {option.hint}
                </span>
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}

function PayButton({
  booking,
  disabled,
  busy = false,
  onClick,
}: {
  booking: Booking;
  disabled: boolean;
  busy?: boolean;
  onClick: () => void;
}) {
  const { t } = useTranslation('checkout');
  const locale = useFormatLocale();
  return (
    <Button
      size="lg"
      className="w-full"
      disabled={disabled || busy}
      aria-busy={busy}
      onClick={onClick}
      data-testid="pay-button"
    >
      {busy
        ? t('pay.processing')
        : t('pay.button', { amount: formatMoney(booking.quote.total, locale) })}
    </Button>
  );
}

/**
 * Payku, or the dev provider for either method: the payment service makes the attempt and names
 * the provider's page; the browser leaves for it (spec §7, a full-page redirect).
 */
function RedirectPay({
  booking,
  method,
  provider,
  disabled,
}: {
  booking: Booking;
  method: PaymentMethod;
  provider: PaymentProvider;
  disabled: boolean;
}) {
  const { t } = useTranslation('checkout');
  const [failure, setFailure] = useState<string | null>(null);
  const start = useMutation({
    mutationFn: () => createPayment({ bookingId: booking.id, method }),
    onMutate: () => setFailure(null),
    onSuccess: (intent) => {
      const target = intent.redirectUrl
        ? providerRedirect(intent.redirectUrl, window.location.origin)
        : null;
      if (!target) return setFailure(t('errors.unexpected'));
      navigation.assign(target);
    },
    onError: (error) => setFailure(errorMessage(error, t('errors.unexpected'))),
  });
  // After a successful start the page is leaving: keep the button busy until it has gone.
  const busy = start.isPending || (start.isSuccess && failure === null);
  return (
    <div>
      <PayButton booking={booking} disabled={disabled} busy={busy} onClick={() => start.mutate()} />
      <p className="mt-2 text-xs text-muted">
        {provider === 'dev' ? t('pay.redirectDev') : t('pay.redirectLocal')}
      </p>
      {failure ? (
        <p role="alert" className="mt-3 text-sm text-red-700" data-testid="pay-error">
          {failure}
        </p>
      ) : null}
    </div>
  );
}
