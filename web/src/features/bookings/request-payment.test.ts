import { describe, expect, it } from 'vitest';
import i18next from 'i18next';
import { REQUEST_RESPONSE_HOURS } from '@arrendo/contracts/web';
import enCheckout from '@/i18n/locales/en/checkout.json';
import enCommon from '@/i18n/locales/en/common.json';
import enListing from '@/i18n/locales/en/listing.json';
import enTrips from '@/i18n/locales/en/trips.json';
import esCheckout from '@/i18n/locales/es/checkout.json';
import esCommon from '@/i18n/locales/es/common.json';
import esListing from '@/i18n/locales/es/listing.json';
import esTrips from '@/i18n/locales/es/trips.json';

const catalogues = {
  en: { common: enCommon, listing: enListing, checkout: enCheckout, trips: enTrips },
  es: { common: esCommon, listing: esListing, checkout: esCheckout, trips: esTrips },
};

/**
 * Request to book says one true thing (decisions.md, Money): the property page's note is the
 * same sentence checkout and trips show, and nothing else a guest reads about a request says
 * they pay now or are not charged.
 */
describe.each(['en', 'es'] as const)('request-to-book money words (%s)', (lng) => {
  it('the property page says what checkout and trips say', async () => {
    const i18n = i18next.createInstance();
    await i18n.init({
      lng,
      resources: { [lng]: catalogues[lng] },
      interpolation: { escapeValue: false },
    });
    const sentence = i18n.t('common:requestPayment.authorized', { hours: REQUEST_RESPONSE_HOURS });
    expect(sentence).toMatch(lng === 'en' ? /authorised now/ : /se autoriza ahora/);
    expect(i18n.t('listing:reserve.hostHasHours', { count: REQUEST_RESPONSE_HOURS })).toBe(
      sentence,
    );
  });

  it('no request text promises the opposite', () => {
    const texts = [
      catalogues[lng].checkout.property.requestToBook,
      catalogues[lng].checkout.state.requestedBody,
      catalogues[lng].checkout.state.requestedUntil,
      catalogues[lng].trips.success.requested.body,
      catalogues[lng].trips.receipt.authorized,
    ].join('\n');
    const contradictions =
      lng === 'en'
        ? [/you pay now/i, /you've paid/i, /won't be charged/i]
        : [/pagas ahora/i, /ya pagaste/i, /no se te cobrará/i];
    for (const pattern of contradictions) expect(texts).not.toMatch(pattern);
  });
});
