import { useId, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  AdminSettingsForm,
  BOOKING_SETTINGS_BOUNDS,
  type AdminSettings,
  type UpdateAdminSettingsBody,
} from '@arrendo/contracts/web';
import { Button } from '@/components/ui/button';
import { FormError } from '@/components/ui/field';
import { Switch } from '@/components/ui/switch';
import { TextField } from '@/components/ui/text-field';
import { apiErrorMessage } from '@/features/auth/messages';
import { ApiError } from '@/lib/api-client';
import { useDateTimeFormat } from '../../dead-letters/use-date-time-format';
import { ADMIN_SETTINGS_KEY, adminSettingsApi, adminSettingsQuery } from '../api';
import { settingsFieldMessage } from '../messages';
import { SettingsFrame } from './settings-page-states';

type Field = keyof AdminSettingsForm;
const FIELDS: readonly Field[] = [
  'serviceFeePercent',
  'showTaxIncludedByDefault',
  'holdMinutes',
  'requestExpiryHours',
];

function formValues(settings: AdminSettings): AdminSettingsForm {
  return {
    serviceFeePercent: settings.serviceFeePercent,
    showTaxIncludedByDefault: settings.showTaxIncludedByDefault,
    holdMinutes: settings.holdMinutes,
    requestExpiryHours: settings.requestExpiryHours,
  };
}

/** Only what the admin changed: each service saves (and audits) its own fields. */
function changesOf(values: AdminSettingsForm, saved: AdminSettingsForm): UpdateAdminSettingsBody {
  const body: Record<string, number | boolean> = {};
  for (const key of FIELDS) if (values[key] !== saved[key]) body[key] = values[key];
  return body as UpdateAdminSettingsBody;
}

/**
 * `/admin/settings`: the service fee and the VAT display default (pricing's), the hold minutes
 * and the request expiry (booking's). Saved, each applies to the next quote, hold or request.
 */
export function SettingsPage() {
  const { t } = useTranslation('admin-settings');
  const dateTime = useDateTimeFormat();
  const { t: tAuth } = useTranslation('auth');
  const queryClient = useQueryClient();
  const { data } = useSuspenseQuery(adminSettingsQuery);
  const saved = formValues(data);
  const [formError, setFormError] = useState<string | null>(null);
  const [savedNote, setSavedNote] = useState<string | null>(null);
  const taxLabelId = useId();
  const form = useForm<AdminSettingsForm>({
    resolver: zodResolver(AdminSettingsForm),
    defaultValues: saved,
  });
  const save = useMutation({
    mutationFn: (body: UpdateAdminSettingsBody) => adminSettingsApi.save(body),
    onMutate: () => {
      setFormError(null);
      setSavedNote(null);
    },
    onSuccess: async (next) => {
      queryClient.setQueryData(ADMIN_SETTINGS_KEY, next);
      form.reset(formValues(next));
      setSavedNote(t('saved'));
      // This browser's prices follow the new fee and default at once, as everyone's quotes do.
      await queryClient.invalidateQueries({ queryKey: ['platform-fees'] });
    },
    onError: (error) => {
      // The server checks the same rules: its field errors go on the fields they name.
      const onFields = ApiError.is(error)
        ? error.fields.flatMap((f) => ((FIELDS as readonly string[]).includes(f.path) ? [f] : []))
        : [];
      onFields.forEach((f, i) =>
        form.setError(f.path as Field, { message: f.message }, { shouldFocus: i === 0 }),
      );
      if (onFields.length === 0) setFormError(apiErrorMessage(tAuth, error, 'errors.generic'));
    },
  });
  const errors = form.formState.errors;
  const msg = (message: string | undefined) => settingsFieldMessage(t, message);
  const { holdMinutes, requestExpiryHours } = BOOKING_SETTINGS_BOUNDS;
  const when = (at: string | null) =>
    at ? t('updatedAt', { at: dateTime.format(new Date(at)) }) : t('defaults');

  return (
    <SettingsFrame>
      <form
        noValidate
        className="space-y-8"
        onSubmit={form.handleSubmit((values) => {
          const body = changesOf(values, saved);
          if (Object.keys(body).length === 0) {
            setSavedNote(t('nothingChanged'));
            return;
          }
          save.mutate(body);
        })}
      >
        <fieldset className="space-y-5 rounded-2xl border border-neutral-200 p-6">
          <legend className="px-2 text-lg font-semibold">{t('pricing.title')}</legend>
          <p className="text-sm text-neutral-600">{when(data.pricingUpdatedAt)}</p>
          <TextField
            label={t('pricing.fee')}
            hint={t('pricing.feeHint')}
            type="number"
            inputMode="decimal"
            step="0.01"
            min={0}
            max={30}
            error={msg(errors.serviceFeePercent?.message)}
            {...form.register('serviceFeePercent', { valueAsNumber: true })}
          />
          <div className="space-y-1">
            <div className="flex items-center justify-between gap-4">
              <label
                id={taxLabelId}
                htmlFor={`${taxLabelId}-switch`}
                className="text-sm font-medium"
              >
                {t('pricing.taxDefault')}
              </label>
              <Controller
                control={form.control}
                name="showTaxIncludedByDefault"
                render={({ field }) => (
                  <Switch
                    id={`${taxLabelId}-switch`}
                    checked={field.value}
                    onCheckedChange={field.onChange}
                    onBlur={field.onBlur}
                  />
                )}
              />
            </div>
            <p className="text-xs text-neutral-600">{t('pricing.taxDefaultHint')}</p>
          </div>
        </fieldset>

        <fieldset className="space-y-5 rounded-2xl border border-neutral-200 p-6">
          <legend className="px-2 text-lg font-semibold">{t('booking.title')}</legend>
          <p className="text-sm text-neutral-600">{when(data.bookingUpdatedAt)}</p>
          <TextField
            label={t('booking.hold')}
            hint={t('booking.holdHint', { min: holdMinutes.min, max: holdMinutes.max })}
            type="number"
            inputMode="numeric"
            step="1"
            min={holdMinutes.min}
            max={holdMinutes.max}
            error={msg(errors.holdMinutes?.message)}
            {...form.register('holdMinutes', { valueAsNumber: true })}
          />
          <TextField
            label={t('booking.request')}
            hint={t('booking.requestHint', {
              min: requestExpiryHours.min,
              max: requestExpiryHours.max,
            })}
            type="number"
            inputMode="numeric"
            step="1"
            min={requestExpiryHours.min}
            max={requestExpiryHours.max}
            error={msg(errors.requestExpiryHours?.message)}
            {...form.register('requestExpiryHours', { valueAsNumber: true })}
          />
        </fieldset>

        <FormError message={formError} />
        {savedNote ? (
          <p role="status" className="text-sm font-medium text-green-800">
            {savedNote}
          </p>
        ) : null}
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? t('saving') : t('save')}
        </Button>
      </form>
    </SettingsFrame>
  );
}
