import { useEffect, useState } from 'react';
import type { FormEvent } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
// `pure` adds Stripe's script only when loadStripe is called, not when this module is imported.
import { loadStripe } from '@stripe/stripe-js/pure';
import type { Stripe } from '@stripe/stripe-js';
import { Button } from '@/components/ui/button';
import { bookingKeys } from '@/features/bookings/api';
import { isLanguage } from '@/i18n';
import { providerRedirect, stripeIntentQueryOptions, successPath } from '../api';
import { errorMessage, navigation } from '../navigation';

/** The statuses after which the booking service takes over: the money is secured or on its way. */
const SECURED = new Set(['succeeded', 'processing', 'requires_capture']);

type StripeLoad =
  | { state: 'loading' }
  | { state: 'ready'; stripe: Stripe }
  | { state: 'failed'; reason: 'load' | 'unavailable' };

/** Stripe.js from Stripe's servers (it must not be bundled); its own errors name the two cases. */
function useStripeJs(publishableKey: string): StripeLoad {
  const [load, setLoad] = useState<StripeLoad>({ state: 'loading' });
  useEffect(() => {
    let live = true;
    loadStripe(publishableKey).then(
      (stripe) => {
        if (!live) return;
        setLoad(stripe ? { state: 'ready', stripe } : { state: 'failed', reason: 'unavailable' });
      },
      (error: unknown) => {
        if (!live) return;
        const unavailable = error instanceof Error && error.message === 'Stripe.js not available';
        setLoad({ state: 'failed', reason: unavailable ? 'unavailable' : 'load' });
      },
    );
    return () => {
      live = false;
    };
  }, [publishableKey]);
  return load;
}

interface StripeCardFormProps {
  bookingId: string;
  publishableKey: string;
  payLabel: string;
}

/**
 * Card through Stripe (spec §4, §7): the server makes the payment intent from the booking's quote,
 * Stripe Elements collects the card, and the payment is confirmed in the page when no extra step
 * (3-D Secure) needs Stripe's own page. The lazy chunk of the checkout page.
 */
export default function StripeCardForm({
  bookingId,
  publishableKey,
  payLabel,
}: StripeCardFormProps) {
  const { t, i18n } = useTranslation('checkout');
  const intent = useQuery(stripeIntentQueryOptions(bookingId));
  const stripeJs = useStripeJs(publishableKey);
  const redirectUrl = intent.data?.redirectUrl ?? null;

  // The dev provider serves cards when Stripe has no keys: the server says so with a redirect.
  useEffect(() => {
    if (!redirectUrl) return;
    const target = providerRedirect(redirectUrl, window.location.origin);
    if (target) navigation.assign(target);
  }, [redirectUrl]);

  if (stripeJs.state === 'failed') {
    return (
      <p role="alert" className="text-sm text-red-700" data-testid="pay-error">
        {stripeJs.reason === 'unavailable' ? t('stripe.unavailable') : t('stripe.loadFailed')}
      </p>
    );
  }
  if (intent.isError) {
    return (
      <p role="alert" className="text-sm text-red-700" data-testid="pay-error">
        {errorMessage(intent.error, t('errors.unexpected'))}
      </p>
    );
  }
  const clientSecret = intent.data?.clientSecret ?? null;
  if (stripeJs.state === 'loading' || intent.isPending || redirectUrl || !clientSecret) {
    return (
      <p className="text-sm text-muted" role="status">
        {t('pay.loadingCard')}
      </p>
    );
  }
  const lng = i18n.resolvedLanguage;
  return (
    <Elements
      stripe={stripeJs.stripe}
      options={{ clientSecret, locale: isLanguage(lng) ? lng : 'auto' }}
    >
      <CardPayment bookingId={bookingId} payLabel={payLabel} />
    </Elements>
  );
}

function CardPayment({ bookingId, payLabel }: { bookingId: string; payLabel: string }) {
  const { t } = useTranslation('checkout');
  const stripe = useStripe();
  const elements = useElements();
  const router = useRouter();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!stripe || !elements) return;
    setBusy(true);
    setFailure(null);
    try {
      const { error, paymentIntent } = await stripe.confirmPayment({
        elements,
        confirmParams: { return_url: `${window.location.origin}${successPath(bookingId)}` },
        redirect: 'if_required',
      });
      if (error) {
        // Stripe's advice: its words for card and form problems, a generic sentence otherwise.
        setFailure(
          error.type === 'card_error' || error.type === 'validation_error'
            ? (error.message ?? t('errors.paymentFailed'))
            : t('errors.unexpected'),
        );
      } else if (paymentIntent && SECURED.has(paymentIntent.status)) {
        await queryClient.invalidateQueries({ queryKey: bookingKeys.all });
        await router.navigate({ href: successPath(bookingId) });
        return;
      } else {
        setFailure(t('errors.paymentFailed'));
      }
    } catch {
      setFailure(t('errors.unexpected'));
    }
    setBusy(false);
  };

  return (
    <form onSubmit={(event) => void onSubmit(event)} data-testid="stripe-form">
      <PaymentElement options={{ layout: 'tabs' }} />
      <Button
        type="submit"
        size="lg"
        className="mt-4 w-full"
        disabled={!stripe || !elements || busy}
        aria-busy={busy}
        data-testid="pay-button"
      >
        {busy ? t('pay.processing') : payLabel}
      </Button>
      {failure ? (
        <p role="alert" className="mt-3 text-sm text-red-700" data-testid="pay-error">
          {failure}
        </p>
      ) : null}
    </form>
  );
}
