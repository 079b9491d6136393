import { enUS, es } from 'date-fns/locale';
import type { Locale } from 'date-fns';
import { useTranslation } from 'react-i18next';

/** date-fns' locale for the interface language (month and weekday names, long dates). */
export function useDateLocale(): Locale {
  const { i18n } = useTranslation();
  return i18n.language.startsWith('es') ? es : enUS;
}
