import { describe, expect, it } from 'vitest';
import { AdminSettingsForm, UpdateAdminSettingsBody } from '@arrendo/contracts/web';
import en from '@/i18n/locales/en/signed-in/admin-settings.json';
import es from '@/i18n/locales/es/signed-in/admin-settings.json';
import { SETTINGS_MESSAGE_KEYS } from './messages';

const VALID = {
  serviceFeePercent: 10,
  showTaxIncludedByDefault: false,
  holdMinutes: 15,
  requestExpiryHours: 24,
};

function messageFor(change: Record<string, unknown>): string | undefined {
  const parsed = AdminSettingsForm.safeParse({ ...VALID, ...change });
  return parsed.success ? undefined : parsed.error.issues[0]?.message;
}

function lookup(catalogue: object, key: string): unknown {
  return key
    .split('.')
    .reduce<unknown>((at, part) => (at as Record<string, unknown>)?.[part], catalogue);
}

describe('the settings form speaks the contract', () => {
  it.each([
    [{ serviceFeePercent: Number.NaN }, 'errors.feeNumber'],
    [{ serviceFeePercent: -0.5 }, 'errors.feeMin'],
    [{ serviceFeePercent: 30.01 }, 'errors.feeMax'],
    [{ serviceFeePercent: 12.345 }, 'errors.feeDecimals'],
    [{ holdMinutes: Number.NaN }, 'errors.holdNumber'],
    [{ holdMinutes: 7.5 }, 'errors.holdWhole'],
    [{ holdMinutes: 4 }, 'errors.holdMin'],
    [{ holdMinutes: 61 }, 'errors.holdMax'],
    [{ requestExpiryHours: Number.NaN }, 'errors.requestNumber'],
    [{ requestExpiryHours: 1.5 }, 'errors.requestWhole'],
    [{ requestExpiryHours: 0 }, 'errors.requestMin'],
    [{ requestExpiryHours: 73 }, 'errors.requestMax'],
  ])('translates the message for %j', (change, key) => {
    const message = messageFor(change);
    expect(message && SETTINGS_MESSAGE_KEYS[message]).toBe(key);
    expect(typeof lookup(en, key)).toBe('string');
    expect(typeof lookup(es, key)).toBe('string');
  });

  it('accepts the bounds and two decimals, and a partial change but not an empty one', () => {
    expect(messageFor({ serviceFeePercent: 0, holdMinutes: 5, requestExpiryHours: 1 })).toBe(
      undefined,
    );
    expect(messageFor({ serviceFeePercent: 30, holdMinutes: 60, requestExpiryHours: 72 })).toBe(
      undefined,
    );
    expect(messageFor({ serviceFeePercent: 0.29 })).toBe(undefined);
    expect(UpdateAdminSettingsBody.safeParse({ holdMinutes: 20 }).success).toBe(true);
    expect(UpdateAdminSettingsBody.safeParse({}).success).toBe(false);
  });
});
