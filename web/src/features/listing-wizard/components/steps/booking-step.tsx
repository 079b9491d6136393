import { zodResolver } from '@hookform/resolvers/zod';
import { Mail, Zap } from 'lucide-react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FieldError } from '@/components/ui/field';
import { bookingSchema } from '../../steps';
import { useErrorText } from '../../validation-text';
import { submitForm, useSaveStep, useStepSubmit, useWizard } from '../../wizard-context';
import { RadioCard, StepHeading, StepProblems, useProblemFor } from '../controls';
import type { z } from 'zod';

export function BookingStep() {
  const { t } = useTranslation('wizard');
  const { listing } = useWizard();
  const form = useForm<z.infer<typeof bookingSchema>>({
    resolver: zodResolver(bookingSchema),
    defaultValues: { instantBook: listing.instantBook },
  });
  const save = useSaveStep(form.setError);
  const err = useErrorText();
  useStepSubmit(() => submitForm(form, (v) => save(v)));
  const problemFor = useProblemFor();

  return (
    <div className="space-y-6">
      <StepHeading>{t('booking.heading')}</StepHeading>
      <StepProblems />
      <Controller
        control={form.control}
        name="instantBook"
        render={({ field }) => (
          <fieldset className="space-y-3">
            <legend className="sr-only">{t('booking.legend')}</legend>
            <RadioCard
              name="instantBook"
              value="instant"
              testId="booking-instant"
              checked={field.value === true}
              onChange={() => field.onChange(true)}
              icon={<Zap />}
              title={t('booking.instant')}
              description={t('booking.instantHint')}
            />
            <RadioCard
              name="instantBook"
              value="request"
              testId="booking-request"
              checked={field.value === false}
              onChange={() => field.onChange(false)}
              icon={<Mail />}
              title={t('booking.request')}
              description={t('booking.requestHint')}
            />
          </fieldset>
        )}
      />
      <FieldError
        message={err(form.formState.errors.instantBook?.message) ?? problemFor('instantBook')}
      />
    </div>
  );
}
