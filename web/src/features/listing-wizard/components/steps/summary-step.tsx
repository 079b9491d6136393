import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney, type WizardStep } from '@arrendo/contracts/web';
import { Button, buttonClass } from '@/components/ui/button';
import { PathLink } from '@/components/ui/path-link';
import { FORMAT_LOCALE, isLanguage } from '@/i18n';
import { problemText } from '../../problem-text';
import { useStepSubmit, useWizard } from '../../wizard-context';
import { StepHeading, focusRing } from '../controls';
import { cn } from '@/components/ui/cn';

export function SummaryStep() {
  const { t, i18n } = useTranslation('wizard');
  const { t: tc } = useTranslation('common');
  const { listing, goTo, publish, publishing } = useWizard();
  useStepSubmit(() => Promise.resolve(true));
  const lng = i18n.resolvedLanguage;
  const locale = FORMAT_LOCALE[isLanguage(lng) ? lng : 'en'];
  const notSet = t('summary.notSet');
  const problems = listing.publishProblems;

  const sections: { step: WizardStep; value: ReactNode }[] = [
    {
      step: 'basics',
      // A home: its stay type and highlights; an hourly space: its category and subcategory.
      value: listing.listingType
        ? [
            tc(`listingTypes.${listing.listingType}`),
            listing.listingType === 'experience' && listing.category
              ? tc(`categories.${listing.category}`)
              : null,
            listing.subcategory ? tc(`categories.${listing.subcategory}`) : null,
            listing.listingType === 'home' && listing.highlights.length > 0
              ? listing.highlights.map((h) => t(`highlights.${h}`)).join(', ')
              : null,
          ]
            .filter(Boolean)
            .join(' · ')
        : notSet,
    },
    {
      step: 'details',
      value:
        listing.maxGuests !== null ? t('summary.guests', { count: listing.maxGuests }) : notSet,
    },
    { step: 'location', value: listing.location ?? notSet },
    { step: 'amenities', value: t('summary.amenities', { count: listing.amenities.length }) },
    { step: 'photos', value: t('summary.photos', { count: listing.photos.length }) },
    {
      step: 'description',
      value: listing.description?.trim() ? listing.description.slice(0, 120) : notSet,
    },
    { step: 'rules', value: listing.houseRules.trim() ? listing.houseRules.slice(0, 120) : notSet },
    {
      step: 'pricing',
      value:
        listing.price !== null
          ? `${t(listing.listingType === 'experience' ? 'summary.perHour' : 'summary.perDay', {
              price: formatMoney({ amount: listing.price, currency: 'CLP' }, locale),
            })}${listing.extraFees.length ? ` · ${t('summary.fees', { count: listing.extraFees.length })}` : ''}`
          : notSet,
    },
    {
      step: 'policy',
      value: listing.refundPolicy ? tc(`refundPolicies.${listing.refundPolicy}`) : notSet,
    },
    { step: 'availability', value: t('summary.availabilityHint') },
    {
      step: 'booking',
      value:
        listing.instantBook === null
          ? notSet
          : t(listing.instantBook ? 'summary.instant' : 'summary.request'),
    },
  ];

  return (
    <div className="space-y-6">
      <StepHeading>{t('summary.heading')}</StepHeading>
      <dl className="divide-y divide-neutral-200 rounded-xl border border-neutral-200">
        {sections.map(({ step, value }) => (
          // A <dl>'s groups hold only <dt> and <dd>: the edit button is the group's second <dd>,
          // placed beside the value by the grid.
          <div
            key={step}
            className="grid grid-cols-[minmax(0,1fr)_auto] items-start gap-x-4 p-4"
            data-testid={`summary-${step}`}
          >
            <dt className="font-semibold">{t(`steps.${step}`)}</dt>
            <dd className="col-start-2 row-span-2 row-start-1">
              <button
                type="button"
                className={cn('rounded text-sm font-semibold underline', focusRing)}
                aria-label={t('summary.editSection', { section: t(`steps.${step}`) })}
                onClick={() => goTo(step)}
              >
                {t('summary.edit')}
              </button>
            </dd>
            <dd className="truncate text-neutral-700">{value}</dd>
          </div>
        ))}
      </dl>

      {problems.length > 0 ? (
        <section
          aria-labelledby="problems-heading"
          className="rounded-xl bg-amber-50 p-4"
          data-testid="summary-problems"
        >
          <h3 id="problems-heading" className="font-semibold">
            {t('summary.problemsTitle')}
          </h3>
          <ul className="mt-2 space-y-1">
            {problems.map((p) => (
              <li key={`${p.step}-${p.field}-${p.code}`}>
                <button
                  type="button"
                  className={cn('rounded text-left underline', focusRing)}
                  onClick={() => goTo(p.step)}
                >
                  {problemText(t, p)}
                </button>{' '}
                <span className="text-sm text-neutral-600">({t(`steps.${p.step}`)})</span>
              </li>
            ))}
          </ul>
        </section>
      ) : (
        <div className="flex flex-wrap items-center gap-3">
          <p className="text-green-800" data-testid="summary-ready">
            {t('summary.ready')}
          </p>
          <PathLink
            href={`/property/${listing.id}`}
            className={buttonClass({ variant: 'outline', size: 'md' })}
          >
            {t('summary.preview')}
          </PathLink>
        </div>
      )}

      {listing.status === 'published' ? (
        // Already on the market: every step saved as it went, so this only leaves.
        <PathLink
          href={`/property/${listing.id}`}
          data-testid="done-button"
          className={cn(buttonClass({ size: 'lg' }), 'w-full sm:w-auto')}
        >
          {t('summary.saveChanges')}
        </PathLink>
      ) : (
        <Button
          size="lg"
          className="w-full sm:w-auto"
          data-testid="publish-button"
          disabled={publishing}
          onClick={() => void publish()}
        >
          {publishing ? t('summary.publishing') : t('summary.publish')}
        </Button>
      )}
    </div>
  );
}
