import { useTranslation } from 'react-i18next';
import type { Locale } from '@arrendo/contracts/web';

/** The interface language as the API's `locale` field (emails go out in it). */
export function useLocale(): Locale {
  const { i18n } = useTranslation();
  const lng = (i18n.resolvedLanguage ?? i18n.language ?? 'en').slice(0, 2);
  return lng === 'es' ? 'es' : 'en';
}
