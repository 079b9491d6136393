import { describe, expect, it } from 'vitest';
import { runsAllowed, stressEnvSchema, targetUrl } from './env.js';
import { refreshCookieName } from './cast/cookies.js';

describe('the stress service env', () => {
  it("targets this deployment's own BFF unless the env names it", () => {
    const env = stressEnvSchema.parse({ PORT: '4100' });
    expect(targetUrl(env)).toBe('http://localhost:4100');
    expect(targetUrl(stressEnvSchema.parse({ STRESS_TARGET_URL: 'http://bff:3000' }))).toBe(
      'http://bff:3000',
    );
    // docker-compose passes an unset variable as an empty string.
    expect(stressEnvSchema.parse({ STRESS_TARGET_URL: '', K6_PATH: '' })).toMatchObject({
      STRESS_TARGET_URL: undefined,
      K6_PATH: undefined,
    });
  });

  it('refuses runs in production unless STRESS_TESTS_IN_PRODUCTION is true', () => {
    const off = stressEnvSchema.parse({});
    const on = stressEnvSchema.parse({ STRESS_TESTS_IN_PRODUCTION: 'true' });
    expect(runsAllowed({ NODE_ENV: 'development', ...off })).toBe(true);
    expect(runsAllowed({ NODE_ENV: 'test', ...off })).toBe(true);
    expect(runsAllowed({ NODE_ENV: 'production', ...off })).toBe(false);
    expect(runsAllowed({ NODE_ENV: 'production', ...on })).toBe(true);
    expect(stressEnvSchema.safeParse({ STRESS_TESTS_IN_PRODUCTION: 'maybe' }).success).toBe(false);
  });

  it('names the session cookie as the BFF does for its public address', () => {
    expect(refreshCookieName('http://localhost:3000')).toBe('arrendo_rt');
    expect(refreshCookieName('https://arrendo.cl')).toBe('__Host-arrendo_rt');
  });
});
