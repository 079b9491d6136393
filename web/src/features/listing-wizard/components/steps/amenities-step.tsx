import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { AMENITY_GROUPS, AMENITY_GROUP_IDS } from '@arrendo/contracts/web';
import { FieldError } from '@/components/ui/field';
import { amenitiesSchema } from '../../steps';
import { useErrorText } from '../../validation-text';
import { submitForm, useSaveStep, useStepSubmit, useWizard } from '../../wizard-context';
import { StepHeading, StepProblems, ToggleChip } from '../controls';
import type { z } from 'zod';

export function AmenitiesStep() {
  const { t } = useTranslation('wizard');
  const { t: tc } = useTranslation('common');
  const { listing } = useWizard();
  const form = useForm<z.infer<typeof amenitiesSchema>>({
    resolver: zodResolver(amenitiesSchema),
    defaultValues: { amenities: listing.amenities },
  });
  const save = useSaveStep(form.setError);
  const err = useErrorText();
  useStepSubmit(() => submitForm(form, (v) => save(v)));

  return (
    <div className="space-y-6">
      <StepHeading>{t('amenities.heading')}</StepHeading>
      <StepProblems />
      <Controller
        control={form.control}
        name="amenities"
        render={({ field }) => (
          <>
            {AMENITY_GROUP_IDS.map((group) => (
              <fieldset key={group}>
                <legend className="mb-2 text-lg font-semibold">
                  {tc(`amenityGroups.${group}`)}
                </legend>
                <div className="flex flex-wrap gap-2">
                  {AMENITY_GROUPS[group].map((id) => (
                    <ToggleChip
                      key={id}
                      checked={field.value.includes(id)}
                      label={tc(`amenities.${id}`)}
                      onChange={(on) =>
                        field.onChange(
                          on ? [...field.value, id] : field.value.filter((a) => a !== id),
                        )
                      }
                    />
                  ))}
                </div>
              </fieldset>
            ))}
          </>
        )}
      />
      <p className="text-sm text-neutral-600">{t('amenities.petsNote')}</p>
      <FieldError message={err(form.formState.errors.amenities?.message)} />
    </div>
  );
}
