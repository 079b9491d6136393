import { useTranslation } from 'react-i18next';
import { FORMAT_LOCALE, isLanguage } from '@/i18n';

/** The number/date locale of the interface language (es → es-CL). */
export function useFormatLocale(): string {
  const { i18n } = useTranslation();
  const lng = i18n.resolvedLanguage;
  return FORMAT_LOCALE[isLanguage(lng) ? lng : 'en'];
}
