import { describe, expect, it } from 'vitest';
import { ProviderName } from '@arrendo/contracts';
import { providerName } from './provider-name.js';

describe('providerName', () => {
  it.each([
    ['Sofía', 'Sofía'],
    ['  Ana\nMaría\u0000 ', 'Ana María'],
    [`${'x'.repeat(79)}😀`, 'x'.repeat(79)],
    ['\u0007', undefined],
    ['', undefined],
    [42, undefined],
    [undefined, undefined],
  ])('%j → %j, which identity accepts', (value, expected) => {
    const name = providerName(value);
    expect(name).toBe(expected);
    if (name !== undefined) expect(ProviderName.safeParse(name).success).toBe(true);
  });
});
