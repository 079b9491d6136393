import { zodResolver } from '@hookform/resolvers/zod';
import { useFieldArray, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { LISTING_LIMITS } from '@arrendo/contracts/web';
import { Button } from '@/components/ui/button';
import { FieldError } from '@/components/ui/field';
import { TextField } from '@/components/ui/text-field';
import { pricingSchema, type PricingValues } from '../../steps';
import { useErrorText } from '../../validation-text';
import { submitForm, useSaveStep, useStepSubmit, useWizard } from '../../wizard-context';
import { StepHeading, StepProblems, useProblemFor } from '../controls';
import { PricePreviewCard } from '../price-preview-card';

const toNumber = (v: unknown) => (v === '' || v === null || v === undefined ? null : Number(v));

export function PricingStep() {
  const { t } = useTranslation('wizard');
  const { listing } = useWizard();
  const form = useForm<PricingValues>({
    resolver: zodResolver(pricingSchema),
    defaultValues: { price: listing.price, extraFees: listing.extraFees },
  });
  const fees = useFieldArray({ control: form.control, name: 'extraFees' });
  const save = useSaveStep(form.setError);
  const err = useErrorText();
  useStepSubmit(() => submitForm(form, (v) => save(v)));
  const problemFor = useProblemFor();
  const errors = form.formState.errors;
  const unit = listing.listingType === 'experience' ? 'hour' : 'day';
  const price = form.watch('price');
  const watchedFees = form.watch('extraFees');
  const max = LISTING_LIMITS.extraFees.max;

  return (
    <div className="space-y-6">
      <StepHeading>{t('pricing.heading')}</StepHeading>
      <StepProblems />
      <TextField
        label={t(unit === 'hour' ? 'pricing.pricePerHour' : 'pricing.pricePerDay')}
        type="number"
        inputMode="numeric"
        min={LISTING_LIMITS.price.min}
        step={1}
        error={err(errors.price?.message) ?? problemFor('price')}
        {...form.register('price', { setValueAs: toNumber })}
      />
      <fieldset className="space-y-3">
        <legend className="font-semibold">{t('pricing.fees')}</legend>
        <p className="text-sm text-neutral-600">{t('pricing.feesHint', { max })}</p>
        {fees.fields.map((fee, i) => (
          <div
            key={fee.id}
            className="grid grid-cols-1 gap-2 rounded-lg border border-neutral-200 p-3 sm:grid-cols-[1fr_10rem_auto] sm:items-end"
            data-testid="extra-fee"
          >
            <TextField
              label={t('pricing.feeName', { index: i + 1 })}
              maxLength={60}
              error={err(errors.extraFees?.[i]?.name?.message)}
              {...form.register(`extraFees.${i}.name`)}
            />
            <TextField
              label={t('pricing.feeAmount', { index: i + 1 })}
              type="number"
              inputMode="numeric"
              min={1}
              error={err(errors.extraFees?.[i]?.amount?.message)}
              {...form.register(`extraFees.${i}.amount`, { setValueAs: toNumber })}
            />
            <Button variant="outline" size="sm" onClick={() => fees.remove(i)}>
              {t('pricing.removeFee', { index: i + 1 })}
            </Button>
          </div>
        ))}
        {fees.fields.length < max ? (
          <Button
            variant="secondary"
            size="sm"
            onClick={() => fees.append({ name: '', amount: 0 }, { shouldFocus: true })}
          >
            {t('pricing.addFee')}
          </Button>
        ) : null}
        <FieldError
          message={err(errors.extraFees?.root?.message) ?? err(errors.extraFees?.message)}
        />
      </fieldset>
      <PricePreviewCard
        price={typeof price === 'number' && Number.isFinite(price) ? price : null}
        fees={watchedFees}
        unit={unit}
      />
    </div>
  );
}
