import { describe, expect, it } from 'vitest';
import { decideDevProvider, type DevProviderSetting } from './dev-provider.js';

const decide = (setting: DevProviderSetting, publicUrl: string, nodeEnv = 'development') =>
  decideDevProvider({ setting, publicUrl, nodeEnv }).on;

describe('whether the dev provider is on', () => {
  it.each([
    ['http://localhost:3000', true],
    ['http://127.1.2.3:3000', true],
    ['http://[::1]:3000', true],
    ['https://example.com', false],
    ['http://10.0.0.5:3000', false],
    ['https://arrendo.cl', false],
  ] as const)('auto with PUBLIC_URL %s → %s', (url, on) => {
    expect(decide('auto', url)).toBe(on);
  });

  it.each([
    'http://localhost:3000',
    'http://127.1.2.3',
    'http://[::1]',
    'https://example.com',
    'http://10.0.0.5',
    'https://arrendo.cl',
  ])('on is on and off is off, whatever PUBLIC_URL (%s)', (url) => {
    expect(decide('on', url)).toBe(true);
    expect(decide('on', url, 'production')).toBe(true);
    expect(decide('off', url)).toBe(false);
  });

  it('auto stays off in production, even on this machine', () => {
    expect(decide('auto', 'http://localhost:3000', 'production')).toBe(false);
    expect(decide('auto', 'http://localhost:3000', 'test')).toBe(true);
  });

  it('says why, naming the variables', () => {
    expect(
      decideDevProvider({
        setting: 'auto',
        publicUrl: 'https://arrendo.cl',
        nodeEnv: 'development',
      }),
    ).toEqual({
      on: false,
      reason: 'PAYMENT_DEV_PROVIDER=auto and PUBLIC_URL https://arrendo.cl is not this machine',
    });
    expect(
      decideDevProvider({ setting: 'on', publicUrl: 'https://arrendo.cl', nodeEnv: 'production' })
        .reason,
    ).toBe('PAYMENT_DEV_PROVIDER=on');
  });
});
