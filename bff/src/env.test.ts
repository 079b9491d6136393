import { describe, expect, it } from 'vitest';
import { loadBffEnv } from './env.js';

describe('loadBffEnv', () => {
  it('applies the documented defaults', () => {
    const warnings: string[] = [];
    const env = loadBffEnv({}, (m) => warnings.push(m));
    expect(env).toMatchObject({ PORT: 3000, HOST: '0.0.0.0', RPC_TIMEOUT_MS: 5000 });
    expect(env.WEB_DIST_DIR).toMatch(/\/web\/dist$/);
    expect(env.MEDIA_DIR).toMatch(/\/\.data\/media$/);
    expect(env.JWT_SECRET.length).toBeGreaterThanOrEqual(32);
    expect(warnings).toHaveLength(1);
  });

  it('requires JWT_SECRET in production and names bad variables', () => {
    expect(() => loadBffEnv({ NODE_ENV: 'production' })).toThrow(/JWT_SECRET/);
    expect(() => loadBffEnv({ PORT: 'eighty' }, () => undefined)).toThrow(/PORT/);
  });

  it('refuses a plain-http PUBLIC_URL in production unless it is this machine', () => {
    const production = { NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(32) };
    for (const url of ['http://arrendo.cl', 'http://192.168.1.20:3000', 'http://127.example.com']) {
      expect(() => loadBffEnv({ ...production, PUBLIC_URL: url })).toThrow(
        /PUBLIC_URL: must be https/,
      );
    }
    for (const url of [
      'https://arrendo.cl',
      'http://localhost:3000',
      'http://127.0.0.1:3000',
      'http://[::1]:3000',
    ]) {
      expect(loadBffEnv({ ...production, PUBLIC_URL: url }).PUBLIC_URL).toBe(url);
    }
    // Development and tests may use any http address (a phone on the LAN, a container name).
    expect(loadBffEnv({ PUBLIC_URL: 'http://192.168.1.20:3000' }, () => undefined).PUBLIC_URL).toBe(
      'http://192.168.1.20:3000',
    );
  });
});
