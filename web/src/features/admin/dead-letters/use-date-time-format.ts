import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { FORMAT_LOCALE, currentLanguage } from '@/i18n';

/** Failure times to the second, in the interface language's locale and the browser's zone. */
export function useDateTimeFormat(): Intl.DateTimeFormat {
  const { i18n } = useTranslation();
  const locale = FORMAT_LOCALE[currentLanguage(i18n)];
  return useMemo(
    () => new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'medium' }),
    [locale],
  );
}
