import { useTranslation } from 'react-i18next';

/** Dates as reviews show them, in the reader's language. */
export function useReviewFormat() {
  const { i18n } = useTranslation();
  const lng = i18n.resolvedLanguage ?? 'es';
  return {
    /** "March 2027": when a review was published. */
    monthYear: (iso: string) =>
      new Intl.DateTimeFormat(lng, { month: 'long', year: 'numeric' }).format(new Date(iso)),
    /** "24 Jan 2027, 14:00" in the booking's zone: until when a review may be written. */
    until: (iso: string, timeZone: string) =>
      new Intl.DateTimeFormat(lng, { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(
        new Date(iso),
      ),
    /** An average with one or two decimals ("4.8", "4.75"). */
    average: (value: number) =>
      new Intl.NumberFormat(lng, { minimumFractionDigits: 1, maximumFractionDigits: 2 }).format(
        value,
      ),
  };
}
