import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { LISTING_LIMITS } from '@arrendo/contracts/web';
import { TextAreaField } from '@/components/ui/text-area-field';
import { TextField } from '@/components/ui/text-field';
import { descriptionSchema } from '../../steps';
import { useErrorText } from '../../validation-text';
import { submitForm, useSaveStep, useStepSubmit, useWizard } from '../../wizard-context';
import { StepHeading, StepProblems, useProblemFor } from '../controls';
import type { z } from 'zod';

const blankToNull = (v: string | null) => (v === null || v.trim() === '' ? null : v);

export function DescriptionStep() {
  const { t } = useTranslation('wizard');
  const { listing } = useWizard();
  const form = useForm<z.infer<typeof descriptionSchema>>({
    resolver: zodResolver(descriptionSchema),
    defaultValues: { title: listing.title ?? '', description: listing.description ?? '' },
  });
  const save = useSaveStep(form.setError);
  const err = useErrorText();
  useStepSubmit(() =>
    submitForm(form, (v) =>
      save({ title: blankToNull(v.title), description: blankToNull(v.description) }),
    ),
  );
  const problemFor = useProblemFor();
  const errors = form.formState.errors;
  const title = form.watch('title') ?? '';
  const description = form.watch('description') ?? '';
  const L = LISTING_LIMITS;

  return (
    <div className="space-y-6">
      <StepHeading>{t('description.heading')}</StepHeading>
      <StepProblems />
      <TextField
        label={t('description.title')}
        maxLength={L.title.max}
        error={err(errors.title?.message) ?? problemFor('title')}
        hint={
          <span data-testid="title-count">
            {t('description.count', { count: title.length, max: L.title.max })} ·{' '}
            {t('description.atLeast', { min: L.title.min })}
          </span>
        }
        {...form.register('title')}
      />
      <TextAreaField
        label={t('description.description')}
        rows={8}
        maxLength={L.description.max}
        error={err(errors.description?.message) ?? problemFor('description')}
        hint={
          <span data-testid="description-count">
            {t('description.count', { count: description.length, max: L.description.max })} ·{' '}
            {t('description.atLeast', { min: L.description.min })}
          </span>
        }
        {...form.register('description')}
      />
    </div>
  );
}
