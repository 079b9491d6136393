import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { SelectField } from '@/components/ui/select-field';
import { useFormatLocale } from '@/features/bookings/format-locale';
import { OTHER_COUNTRY, choiceKind, countryOptions, type StartFailure } from '../page-view';
import { BankDetailsInstead } from './bank-details-instead';
import { StartFailureNotice } from './start-failure-notice';
import { StripeUnavailable } from './stripe-unavailable';

const HEADING_ID = 'stripe-setup-start';

/**
 * Where the host's bank account is. Chile (the default) and any country Stripe does not pay out
 * to lead to the bank details; a Stripe country to Stripe's onboarding, when the server has Stripe.
 */
export function CountryStep({
  choice,
  onChoose,
  stripeAvailable,
  failure,
  busy,
  retrying,
  onStart,
  onRetry,
}: {
  choice: string;
  onChoose(choice: string): void;
  stripeAvailable: boolean;
  failure: StartFailure | null;
  busy: boolean;
  retrying: boolean;
  onStart(): void;
  onRetry(): void;
}) {
  const { t } = useTranslation('stripe-setup');
  const locale = useFormatLocale();
  const nameOf = (code: string) => t(`countries.${code}`, { defaultValue: code });
  const kind = choiceKind(choice);
  const unavailable = !stripeAvailable || failure?.kind === 'unavailable';
  return (
    <div className="space-y-6">
      <SelectField
        label={t('country.label')}
        hint={t('country.hint')}
        value={choice}
        onChange={(event) => onChoose(event.target.value)}
        disabled={busy}
      >
        {countryOptions(nameOf, locale).map((code) => (
          <option key={code} value={code}>
            {code === OTHER_COUNTRY ? t('country.other') : nameOf(code)}
          </option>
        ))}
      </SelectField>
      {kind !== 'stripe' ? <BankDetailsInstead kind={kind} /> : null}
      {kind === 'stripe' && unavailable ? (
        <StripeUnavailable onRetry={onRetry} retrying={retrying} />
      ) : null}
      {kind === 'stripe' && !unavailable ? (
        <section
          aria-labelledby={HEADING_ID}
          className="space-y-4 rounded-xl border border-neutral-200 p-5"
        >
          <h2 id={HEADING_ID} className="text-lg font-semibold">
            {t('start.title', { country: nameOf(choice) })}
          </h2>
          <p className="text-sm text-neutral-700">{t('start.body')}</p>
          <StartFailureNotice failure={failure} />
          <Button onClick={onStart} disabled={busy} className="w-full sm:w-auto">
            {busy ? t('start.pending') : t('start.button')}
          </Button>
        </section>
      ) : null}
    </div>
  );
}
