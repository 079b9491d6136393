import { describe, expect, it } from 'vitest';
import { assertMigrationKeys, MIGRATION_KEY, renamesOf } from './migration-keys.js';
import { kitMigrations } from './kit-migrations.js';

const up = async () => undefined;

describe('migration keys', () => {
  it('have one format: YYYYMMDDHHMM_snake_description', () => {
    expect(MIGRATION_KEY.test('202611231015_create_reservations')).toBe(true);
    for (const legacy of [
      '20261121190000-create-identity',
      '2026_11_21_0001_create_properties',
      '20261121T1901-create-email-log',
      '0000_kit_0001_outbox_inbox',
      '202611231015_Create_Reservations',
      '202611231015_',
    ]) {
      expect(MIGRATION_KEY.test(legacy)).toBe(false);
    }
  });

  it('name every bad key in the error', () => {
    expect(() =>
      assertMigrationKeys({ a: { up }, '202611231015_ok': { up }, b: { up } }, 'svc'),
    ).toThrow(/svc: .*fix a, b$/);
  });

  it('refuse two migrations renamed from the same key, or from a key still in use', () => {
    expect(() =>
      assertMigrationKeys(
        {
          '202611231015_one': { up, renamedFrom: 'old' },
          '202611231016_two': { up, renamedFrom: 'old' },
        },
        'svc',
      ),
    ).toThrow(/both renamed from old/);
    expect(() =>
      assertMigrationKeys(
        {
          '202611231015_one': { up },
          '202611231016_two': { up, renamedFrom: '202611231015_one' },
        },
        'svc',
      ),
    ).toThrow(/live key/);
  });

  it('map former keys to current ones', () => {
    expect(
      renamesOf({ '202611231015_one': { up, renamedFrom: 'old-one' }, '202611231016_two': { up } }),
    ).toEqual(new Map([['old-one', '202611231015_one']]));
  });

  it('hold for the kit set, which stays in append order', () => {
    expect(() => assertMigrationKeys(kitMigrations, 'kit')).not.toThrow();
    const keys = Object.keys(kitMigrations);
    expect(keys).toEqual([...keys].sort());
  });
});
