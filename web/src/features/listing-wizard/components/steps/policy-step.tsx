import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { RefundPolicy } from '@arrendo/contracts/web';
import { refundSentences } from '@/features/listings/property/refund-windows';
import { FieldError } from '@/components/ui/field';
import { policySchema } from '../../steps';
import { useErrorText } from '../../validation-text';
import { submitForm, useSaveStep, useStepSubmit, useWizard } from '../../wizard-context';
import { RadioCard, StepHeading, StepProblems, useProblemFor } from '../controls';
import type { z } from 'zod';

/** The policy in the same plain words guests read on the property page. */
export function RefundTiers({ policy }: { policy: RefundPolicy }) {
  const { t } = useTranslation('listing');
  return (
    <span className="mt-1 block">
      {refundSentences(policy).map(({ key, ...params }) => (
        <span key={key + JSON.stringify(params)} className="block">
          {t(key, params)}
        </span>
      ))}
    </span>
  );
}

export function PolicyStep() {
  const { t } = useTranslation('wizard');
  const { t: tc } = useTranslation('common');
  const { listing } = useWizard();
  const form = useForm<z.infer<typeof policySchema>>({
    resolver: zodResolver(policySchema),
    defaultValues: { refundPolicy: listing.refundPolicy },
  });
  const save = useSaveStep(form.setError);
  const err = useErrorText();
  useStepSubmit(() => submitForm(form, (v) => save(v)));
  const problemFor = useProblemFor();

  return (
    <div className="space-y-6">
      <StepHeading>{t('policy.heading')}</StepHeading>
      <StepProblems />
      <Controller
        control={form.control}
        name="refundPolicy"
        render={({ field }) => (
          <fieldset className="space-y-3">
            <legend className="sr-only">{t('policy.legend')}</legend>
            {RefundPolicy.options.map((policy) => (
              <RadioCard
                key={policy}
                name="refundPolicy"
                value={policy}
                testId={`policy-${policy}`}
                checked={field.value === policy}
                onChange={() => field.onChange(policy)}
                title={tc(`refundPolicies.${policy}`)}
                description={<RefundTiers policy={policy} />}
              />
            ))}
          </fieldset>
        )}
      />
      <FieldError
        message={err(form.formState.errors.refundPolicy?.message) ?? problemFor('refundPolicy')}
      />
    </div>
  );
}
