import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import toast from 'react-hot-toast';
import type { Locale } from '@arrendo/contracts/web';
import { SelectField } from '@/components/ui/select-field';
import { apiErrorMessage } from '@/features/auth/messages';
import { SESSION_QUERY_KEY } from '@/features/auth/session';
import { useLocale } from '@/features/auth/use-locale';
import { accountApi, profileQueryOptions } from '../api';

const LOCALES: readonly Locale[] = ['en', 'es'];

/** Switches the interface at once and stores the choice on the profile (e-mails follow it). */
export function LanguageSetting() {
  const { t, i18n } = useTranslation('account');
  const { t: tAuth } = useTranslation('auth');
  const current = useLocale();
  const queryClient = useQueryClient();
  const save = useMutation({
    mutationFn: (locale: Locale) => accountApi.updateProfile({ locale }),
    onSuccess: async (profile) => {
      queryClient.setQueryData(profileQueryOptions.queryKey, profile);
      await queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
      toast.success(t('settings.languageSaved'));
    },
    onError: (err) => toast.error(apiErrorMessage(tAuth, err, 'errors.generic')),
  });
  return (
    <SelectField
      className="max-w-md"
      label={t('settings.language')}
      value={current}
      disabled={save.isPending}
      onChange={(e) => {
        const locale = e.target.value as Locale;
        void i18n.changeLanguage(locale);
        save.mutate(locale);
      }}
    >
      {LOCALES.map((l) => (
        <option key={l} value={l}>
          {t(`settings.languages.${l}`)}
        </option>
      ))}
    </SelectField>
  );
}
