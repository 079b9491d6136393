import { NewPassword } from '@arrendo/contracts';
import { describe, expect, it } from 'vitest';
import { DEFAULT_DEMO_PASSWORD, demoAccountLines } from './demo-accounts.js';
import { seedEnvSchema } from './env.js';

describe('the demo accounts', () => {
  it('share one password from SEED_DEMO_PASSWORD, by default a documented valid one', () => {
    expect(NewPassword.safeParse(DEFAULT_DEMO_PASSWORD).success).toBe(true);
    expect(seedEnvSchema.parse({}).SEED_DEMO_PASSWORD).toBe(DEFAULT_DEMO_PASSWORD);
    expect(seedEnvSchema.parse({ SEED_DEMO_PASSWORD: '' }).SEED_DEMO_PASSWORD).toBe(
      DEFAULT_DEMO_PASSWORD,
    );
    expect(seedEnvSchema.parse({ SEED_DEMO_PASSWORD: 'my own secret' }).SEED_DEMO_PASSWORD).toBe(
      'my own secret',
    );
    // A password identity would refuse fails at start, not at the first sign-in.
    expect(seedEnvSchema.safeParse({ SEED_DEMO_PASSWORD: 'short' }).success).toBe(false);
  });

  it('are printed as one line each', () => {
    expect(demoAccountLines('pw-12345')).toEqual([
      'Demo host:  anfitrion@demo.arrendo.cl  /  pw-12345',
      'Demo guest: huesped@demo.arrendo.cl  /  pw-12345',
    ]);
  });
});
