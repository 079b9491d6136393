import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { LISTING_LIMITS } from '@arrendo/contracts/web';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { CLOCK_TIMES, detailsPatch, detailsSchema, type DetailsValues } from '../../steps';
import { useErrorText } from '../../validation-text';
import { submitForm, useSaveStep, useStepSubmit, useWizard } from '../../wizard-context';
import { Counter, StepHeading, StepProblems, useProblemFor } from '../controls';

type CounterField = 'maxGuests' | 'bedrooms' | 'beds' | 'bathrooms' | 'sessionHours' | 'minHours';

const L = LISTING_LIMITS;
const RANGES: Record<CounterField, { min: number; max: number }> = {
  maxGuests: L.maxGuests,
  bedrooms: { min: 0, max: L.rooms.max },
  beds: { min: 0, max: L.beds.max },
  bathrooms: { min: 0, max: L.rooms.max },
  sessionHours: L.hours,
  minHours: L.hours,
};

export function DetailsStep() {
  const { t } = useTranslation('wizard');
  const { listing } = useWizard();
  const form = useForm<DetailsValues>({
    resolver: zodResolver(detailsSchema),
    defaultValues: {
      maxGuests: listing.maxGuests,
      sizeM2: listing.sizeM2,
      bedrooms: listing.bedrooms,
      beds: listing.beds,
      bathrooms: listing.bathrooms,
      checkInTime: listing.checkInTime,
      checkOutTime: listing.checkOutTime,
      sessionHours: listing.sessionHours,
      minHours: listing.minHours,
    },
  });
  const save = useSaveStep(form.setError);
  const err = useErrorText();
  useStepSubmit(() => submitForm(form, (v) => save(detailsPatch(v, listing.listingType))));
  const problemFor = useProblemFor();
  const errors = form.formState.errors;
  const type = listing.listingType;

  const counter = (name: CounterField) => (
    <Controller
      key={name}
      control={form.control}
      name={name}
      render={({ field }) => (
        <Counter
          id={`details-${name}`}
          label={t(`details.${name}`)}
          value={field.value}
          min={RANGES[name].min}
          max={RANGES[name].max}
          onChange={field.onChange}
          error={err(errors[name]?.message) ?? problemFor(name)}
        />
      )}
    />
  );

  const timeSelect = (name: 'checkInTime' | 'checkOutTime') => (
    <SelectField
      key={name}
      label={t(`details.${name}`)}
      error={err(errors[name]?.message) ?? problemFor(name)}
      {...form.register(name, { setValueAs: (v: string) => (v === '' ? null : v) })}
    >
      <option value="">{t('details.chooseTime')}</option>
      {CLOCK_TIMES.map((time) => (
        <option key={time} value={time}>
          {time}
        </option>
      ))}
    </SelectField>
  );

  return (
    <div className="space-y-6">
      <StepHeading>{t('details.heading')}</StepHeading>
      <StepProblems />
      {type === null ? <p className="text-neutral-700">{t('details.typeFirst')}</p> : null}
      <div>
        {counter('maxGuests')}
        {type === 'home' ? (
          <>
            {counter('bedrooms')}
            {counter('beds')}
            {counter('bathrooms')}
          </>
        ) : null}
        {type === 'experience' ? (
          <>
            {counter('sessionHours')}
            {counter('minHours')}
          </>
        ) : null}
      </div>
      <TextField
        label={t('details.sizeM2')}
        type="number"
        inputMode="numeric"
        min={L.sizeM2.min}
        max={L.sizeM2.max}
        error={err(errors.sizeM2?.message)}
        {...form.register('sizeM2', {
          setValueAs: (v: unknown) => (v === '' || v === null ? null : Number(v)),
        })}
      />
      {type === 'home' ? (
        <div className="grid gap-4 sm:grid-cols-2">
          {timeSelect('checkInTime')}
          {timeSelect('checkOutTime')}
        </div>
      ) : null}
      {type === 'experience' ? (
        <p className="text-sm text-neutral-600">{t('details.openingHoursNote')}</p>
      ) : null}
    </div>
  );
}
