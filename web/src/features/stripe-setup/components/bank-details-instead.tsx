import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';

const HEADING_ID = 'stripe-setup-bank-details';

/**
 * For a country Stripe does not pay out to: Stripe's self-serve payouts do not reach Chilean
 * bank accounts, so hosts there are paid by bank transfer (`/payment-setup`).
 */
export function BankDetailsInstead({ kind }: { kind: 'chile' | 'other' }) {
  const { t } = useTranslation('stripe-setup');
  return (
    <section
      aria-labelledby={HEADING_ID}
      className="space-y-3 rounded-xl border border-amber-300 bg-amber-50 p-5"
    >
      <h2 id={HEADING_ID} className="text-lg font-semibold">
        {t(`${kind}.title`)}
      </h2>
      <p className="text-sm text-neutral-700">{t(`${kind}.body`)}</p>
      <Link to="/payment-setup" className={cn(buttonClass(), 'w-full sm:w-auto')}>
        {t('bankDetails')}
      </Link>
    </section>
  );
}
