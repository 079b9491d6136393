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
});
