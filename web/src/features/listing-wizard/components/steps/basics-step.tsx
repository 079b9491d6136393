import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Clock, House } from 'lucide-react';
import {
  CATEGORY_IDS,
  CATEGORY_TREE,
  HOME_CATEGORY,
  MAX_STAY_HIGHLIGHTS,
  STAY_HIGHLIGHTS,
  STAY_TYPES,
  isSubcategoryOf,
  type ListingType,
} from '@arrendo/contracts/web';
import { CategoryIcon } from '@/components/icons/category-icon';
import { FieldError } from '@/components/ui/field';
import { basicsForType, basicsSchema, type BasicsValues } from '../../steps';
import { useErrorText } from '../../validation-text';
import { submitForm, useSaveStep, useStepSubmit, useWizard } from '../../wizard-context';
import { RadioCard, StepHeading, StepProblems, ToggleChip, useProblemFor } from '../controls';

export function BasicsStep() {
  const { t } = useTranslation('wizard');
  const { t: tc } = useTranslation('common');
  const { listing } = useWizard();
  const form = useForm<BasicsValues>({
    resolver: zodResolver(basicsSchema),
    defaultValues: {
      listingType: listing.listingType,
      category: listing.category,
      subcategory: listing.subcategory,
      highlights: listing.highlights,
    },
  });
  const save = useSaveStep(form.setError);
  const err = useErrorText();
  useStepSubmit(() =>
    submitForm(form, (values) =>
      // An older draft may hold a tree category under a home: saved as the type wants it.
      save(
        values.listingType ? { ...values, ...basicsForType(values, values.listingType) } : values,
      ),
    ),
  );

  const type = form.watch('listingType');
  const category = form.watch('category');
  // A home has no place in the per-hour tree: its stay type and highlights instead (0032).
  const switchType = (next: ListingType) => {
    const rest = basicsForType(form.getValues(), next);
    form.setValue('listingType', next);
    form.setValue('category', rest.category);
    form.setValue('subcategory', rest.subcategory);
    form.setValue('highlights', rest.highlights);
  };
  const errors = form.formState.errors;
  const problemFor = useProblemFor();
  // The schema's messages for the three required choices are catalogue keys (steps.ts).
  const message = (m: string | undefined) =>
    m ? t(`problems.${m}`, { defaultValue: m }) : undefined;
  const typeError = message(err(errors.listingType?.message)) ?? problemFor('listingType');
  const categoryError = message(err(errors.category?.message)) ?? problemFor('category');
  const subcategoryError = message(err(errors.subcategory?.message)) ?? problemFor('subcategory');
  const highlightsError = err(errors.highlights?.message) ?? problemFor('highlights');

  return (
    <div className="space-y-8">
      <StepHeading>{t('basics.heading')}</StepHeading>
      <StepProblems />
      <Controller
        control={form.control}
        name="listingType"
        render={({ field }) => (
          <fieldset aria-describedby={typeError ? 'listing-type-error' : undefined}>
            <legend className="mb-3 text-lg font-semibold">{t('basics.typeLegend')}</legend>
            <div className="grid gap-3 sm:grid-cols-2">
              <RadioCard
                name="listingType"
                value="home"
                testId="type-home"
                checked={field.value === 'home'}
                onChange={() => switchType('home')}
                icon={<House />}
                title={t('basics.typeHome')}
                description={t('basics.typeHomeHint')}
              />
              <RadioCard
                name="listingType"
                value="experience"
                testId="type-experience"
                checked={field.value === 'experience'}
                onChange={() => switchType('experience')}
                icon={<Clock />}
                title={t('basics.typeExperience')}
                description={t('basics.typeExperienceHint')}
              />
            </div>
            {field.value === null && !typeError ? (
              <p className="mt-2 text-sm text-neutral-700">{t('problems.listingTypeRequired')}</p>
            ) : null}
            <FieldError id="listing-type-error" message={typeError} />
          </fieldset>
        )}
      />

      {type === 'home' ? (
        <Controller
          control={form.control}
          name="subcategory"
          render={({ field }) => (
            <fieldset>
              <legend className="mb-3 text-lg font-semibold">{t('basics.stayType')}</legend>
              <div className="grid grid-cols-2 gap-3 sm:grid-cols-3">
                {STAY_TYPES.map((id) => (
                  <RadioCard
                    key={id}
                    name="subcategory"
                    value={id}
                    testId={`stay-type-${id}`}
                    checked={field.value === id}
                    onChange={() => field.onChange(id)}
                    icon={<CategoryIcon id={id} />}
                    title={tc(`categories.${id}`)}
                  />
                ))}
              </div>
              <FieldError message={subcategoryError} />
            </fieldset>
          )}
        />
      ) : type === 'experience' ? (
        <>
          <Controller
            control={form.control}
            name="category"
            render={({ field }) => (
              <fieldset>
                <legend className="mb-3 text-lg font-semibold">{t('basics.category')}</legend>
                <div className="grid grid-cols-2 gap-3 sm:grid-cols-3">
                  {CATEGORY_IDS.map((id) => (
                    <RadioCard
                      key={id}
                      name="category"
                      value={id}
                      testId={`category-${id}`}
                      checked={field.value === id}
                      onChange={() => {
                        field.onChange(id);
                        const sub = form.getValues('subcategory');
                        if (sub !== null && !isSubcategoryOf(id, sub))
                          form.setValue('subcategory', null);
                      }}
                      icon={<CategoryIcon id={id} />}
                      title={tc(`categories.${id}`)}
                    />
                  ))}
                </div>
                <FieldError message={categoryError} />
              </fieldset>
            )}
          />

          <Controller
            control={form.control}
            name="subcategory"
            render={({ field }) => (
              <fieldset>
                <legend className="mb-3 text-lg font-semibold">{t('basics.subcategory')}</legend>
                {category === null || category === HOME_CATEGORY ? (
                  <p className="text-neutral-700">{t('basics.selectCategoryFirst')}</p>
                ) : (
                  <div className="grid grid-cols-2 gap-3 sm:grid-cols-3">
                    {CATEGORY_TREE[category].map((id) => (
                      <RadioCard
                        key={id}
                        name="subcategory"
                        value={id}
                        testId={`subcategory-${id}`}
                        checked={field.value === id}
                        onChange={() => field.onChange(id)}
                        icon={<CategoryIcon id={id} />}
                        title={tc(`categories.${id}`)}
                      />
                    ))}
                  </div>
                )}
                <FieldError message={subcategoryError} />
              </fieldset>
            )}
          />
        </>
      ) : null}

      {type === 'home' ? (
        <Controller
          control={form.control}
          name="highlights"
          render={({ field }) => (
            <fieldset>
              <legend className="text-lg font-semibold">{t('basics.highlights')}</legend>
              <p className="mb-3 text-sm text-neutral-600">
                {t('basics.highlightsHint', { max: MAX_STAY_HIGHLIGHTS })}
              </p>
              <div className="flex flex-wrap gap-2">
                {STAY_HIGHLIGHTS.map((h) => {
                  const checked = field.value.includes(h);
                  return (
                    <ToggleChip
                      key={h}
                      icon={<CategoryIcon id={h} className="size-4" />}
                      checked={checked}
                      disabled={field.value.length >= MAX_STAY_HIGHLIGHTS}
                      label={t(`highlights.${h}`)}
                      onChange={(on) =>
                        field.onChange(
                          on ? [...field.value, h] : field.value.filter((x) => x !== h),
                        )
                      }
                    />
                  );
                })}
              </div>
              <FieldError message={highlightsError} />
            </fieldset>
          )}
        />
      ) : null}
    </div>
  );
}
