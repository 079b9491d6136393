import type { Locale } from '@arrendo/contracts';

/** The settings page's test push, in the language the person reads the page in. */
const TEXT: Record<Locale, { title: string; body: string }> = {
  en: {
    title: 'Push notifications are on',
    body: 'This is how Arrendo will let you know. This test closes by itself in a few seconds.',
  },
  es: {
    title: 'Las notificaciones push están activadas',
    body: 'Así te avisará Arrendo. Esta prueba se cierra sola en unos segundos.',
  },
};

/** The settings page: a click on the test notification brings the person back to it. */
export const TEST_PUSH_LINK = '/notifications/settings';
/** One tag: a second test replaces the first on the device instead of stacking. */
export const TEST_PUSH_TAG = 'push-test';

export function testPushText(locale: Locale): { title: string; body: string } {
  return TEXT[locale];
}
