import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { LISTING_LIMITS } from '@arrendo/contracts/web';
import { TextAreaField } from '@/components/ui/text-area-field';
import { rulesSchema } from '../../steps';
import { useErrorText } from '../../validation-text';
import { submitForm, useSaveStep, useStepSubmit, useWizard } from '../../wizard-context';
import { StepHeading, StepProblems } from '../controls';
import type { z } from 'zod';

export function RulesStep() {
  const { t } = useTranslation('wizard');
  const { listing } = useWizard();
  const form = useForm<z.infer<typeof rulesSchema>>({
    resolver: zodResolver(rulesSchema),
    defaultValues: { houseRules: listing.houseRules, hostInstructions: listing.hostInstructions },
  });
  const save = useSaveStep(form.setError);
  const err = useErrorText();
  useStepSubmit(() => submitForm(form, (v) => save(v)));
  const errors = form.formState.errors;
  const houseRules = form.watch('houseRules');
  const instructions = form.watch('hostInstructions');

  return (
    <div className="space-y-6">
      <StepHeading>{t('rules.heading')}</StepHeading>
      <StepProblems />
      <TextAreaField
        label={t('rules.houseRules')}
        rows={6}
        maxLength={LISTING_LIMITS.houseRules.max}
        error={err(errors.houseRules?.message)}
        hint={`${t('rules.houseRulesHint')} ${t('description.count', { count: houseRules.length, max: LISTING_LIMITS.houseRules.max })}`}
        {...form.register('houseRules')}
      />
      <TextAreaField
        label={t('rules.hostInstructions')}
        rows={6}
        maxLength={LISTING_LIMITS.hostInstructions.max}
        error={err(errors.hostInstructions?.message)}
        hint={`${t('rules.hostInstructionsHint')} ${t('description.count', { count: instructions.length, max: LISTING_LIMITS.hostInstructions.max })}`}
        {...form.register('hostInstructions')}
      />
    </div>
  );
}
