import { FORMAT_LOCALE, type Language } from '@/i18n';

/** "March 2020" / "marzo de 2020": the month an account was made, in the reader's language. */
export function formatMemberSince(iso: string, language: Language): string {
  return new Intl.DateTimeFormat(FORMAT_LOCALE[language], {
    month: 'long',
    year: 'numeric',
    // Chile's calendar: an account made at 23:00 on 31 March in Santiago joined in March.
    timeZone: 'America/Santiago',
  }).format(new Date(iso));
}

/** "Spanish", "English" / "Español", "Inglés"; an unknown code is shown as it is. */
export function languageName(code: string, language: Language): string {
  try {
    const name = new Intl.DisplayNames([FORMAT_LOCALE[language]], { type: 'language' }).of(code);
    if (!name || name === code) return code;
    return name.charAt(0).toLocaleUpperCase(FORMAT_LOCALE[language]) + name.slice(1);
  } catch {
    return code;
  }
}
