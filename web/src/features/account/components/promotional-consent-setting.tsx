import { useId } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { PromotionalConsent } from '@arrendo/contracts/web';
import { Button } from '@/components/ui/button';
import { Switch } from '@/components/ui/switch';
import { FORMAT_LOCALE, currentLanguage } from '@/i18n';
import { accountApi, promotionalConsentQueryOptions } from '../api';

/**
 * The switch for promotional emails. Consent is the person's explicit choice (Ley 21.719): off
 * until they turn it on, and the date of the latest change is shown so they know what they agreed
 * to and when.
 */
export function PromotionalConsentSetting() {
  const { t, i18n } = useTranslation('account');
  const id = useId();
  const queryClient = useQueryClient();
  const consent = useQuery(promotionalConsentQueryOptions);
  const save = useMutation({
    mutationFn: (granted: boolean) => accountApi.savePromotionalConsent({ granted }),
    onSuccess: (next) => queryClient.setQueryData(promotionalConsentQueryOptions.queryKey, next),
  });

  if (consent.isPending) {
    return (
      <p role="status" className="text-neutral-600">
        {t('consent.loading')}
      </p>
    );
  }
  if (consent.isError) {
    return (
      <div className="space-y-3">
        <p role="alert" className="text-red-700">
          {t('consent.loadFailed')}
        </p>
        <Button variant="outline" size="sm" onClick={() => void consent.refetch()}>
          {t('consent.retry')}
        </Button>
      </div>
    );
  }

  // While saving, the switch shows the choice just made; on failure it falls back to the stored one.
  const checked = save.isPending ? save.variables : consent.data.granted;
  const locale = FORMAT_LOCALE[currentLanguage(i18n)];
  return (
    <div className="max-w-xl space-y-3">
      <div className="flex items-center justify-between gap-6">
        <label htmlFor={`${id}-switch`} className="font-medium">
          {t('consent.label')}
        </label>
        <Switch
          id={`${id}-switch`}
          checked={checked}
          disabled={save.isPending}
          aria-describedby={`${id}-status ${id}-hint`}
          onCheckedChange={(granted) => {
            save.reset();
            save.mutate(granted);
          }}
          className="disabled:cursor-not-allowed disabled:opacity-60"
        />
      </div>
      <p id={`${id}-status`} aria-live="polite" className="text-neutral-700">
        {save.isPending ? t('consent.saving') : statusText(consent.data, t, locale)}
      </p>
      <p id={`${id}-hint`} className="text-sm text-neutral-600">
        {t('consent.hint')}
      </p>
      {save.isError && (
        <p role="alert" className="text-sm text-red-700">
          {t('consent.saveFailed')}
        </p>
      )}
    </div>
  );
}

function statusText(consent: PromotionalConsent, t: TFunction<'account'>, locale: string): string {
  if (!consent.changedAt) return t('consent.notSubscribed');
  // The day in the reader's language and time zone: "November 26, 2026", "26 de noviembre de 2026".
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'long' }).format(
    new Date(consent.changedAt),
  );
  return consent.granted ? t('consent.grantedOn', { date }) : t('consent.withdrawnOn', { date });
}
