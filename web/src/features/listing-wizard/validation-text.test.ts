import { describe, expect, it } from 'vitest';
import { ListingFields } from '@arrendo/contracts/web';
import { createI18n, loadSignedInNamespaces } from '@/i18n';
import { validationKey } from './validation-text';

describe('validationKey', () => {
  it('finds a catalogue entry for the contract messages the wizard can show', () => {
    const messages = [
      ListingFields.shape.price.safeParse(10).error?.issues[0]?.message,
      ListingFields.shape.maxGuests.safeParse(0).error?.issues[0]?.message,
      ListingFields.shape.bedrooms.safeParse(-1).error?.issues[0]?.message,
      ListingFields.shape.beds.safeParse(101).error?.issues[0]?.message,
      ListingFields.shape.sessionHours.safeParse(25).error?.issues[0]?.message,
      ListingFields.shape.sizeM2.safeParse(Number.NaN).error?.issues[0]?.message,
      ListingFields.shape.extraFees.safeParse([{ name: '', amount: 0 }]).error?.issues[0]?.message,
    ];
    for (const message of messages) {
      expect(message).toBeTypeOf('string');
      expect(validationKey(message ?? ''), message).not.toBeNull();
    }
  });

  it('translates with the numbers from the message', async () => {
    const { instance, ready } = createI18n();
    await ready;
    await instance.changeLanguage('es');
    await loadSignedInNamespaces(instance);
    const found = validationKey('The price must be at least CLP 1000');
    expect(found).toEqual({ key: 'priceMin', values: { min: '1000' } });
    expect(instance.t(`wizard:validation.${found?.key}`, found?.values ?? {})).toBe(
      'El precio debe ser de al menos CLP 1000',
    );
  });
});
