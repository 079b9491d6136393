import { useTranslation } from 'react-i18next';
import type { StartFailure } from '../page-view';

/** Why the way to Stripe did not open (the unavailable case has its own section). */
export function StartFailureNotice({ failure }: { failure: StartFailure | null }) {
  const { t } = useTranslation('stripe-setup');
  if (!failure || failure.kind === 'unavailable') return null;
  const country =
    'country' in failure
      ? t(`countries.${failure.country}`, { defaultValue: failure.country })
      : '';
  return (
    <p role="alert" className="rounded-lg bg-red-50 px-4 py-3 text-sm text-red-800">
      {t(`errors.${failure.kind}`, { country })}
    </p>
  );
}
