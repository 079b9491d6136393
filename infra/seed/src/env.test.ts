import { existsSync } from 'node:fs';
import { isAbsolute, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { seedEnvSchema, seedingEnabled } from './env.js';

describe('seed env', () => {
  it('defaults: seeding on, photos under <repo>/.data/media served at /media', () => {
    const env = seedEnvSchema.parse({});
    expect(env.SEED_DEMO_DATA).toBe(true);
    expect(isAbsolute(env.MEDIA_DIR)).toBe(true);
    expect(env.MEDIA_DIR.endsWith(join('.data', 'media'))).toBe(true);
    // The repo root is the folder with pnpm-workspace.yaml.
    expect(existsSync(join(env.MEDIA_DIR, '..', '..', 'pnpm-workspace.yaml'))).toBe(true);
    expect(env.PUBLIC_MEDIA_BASE).toBe('/media');
    expect(env.SEED_WAIT_SECONDS).toBe(180);
  });

  it('parses booleans as env strings and trims a trailing slash off the media base', () => {
    const env = seedEnvSchema.parse({
      SEED_DEMO_DATA: 'false',
      PUBLIC_MEDIA_BASE: 'https://cdn.example/m/',
    });
    expect(env.SEED_DEMO_DATA).toBe(false);
    expect(env.PUBLIC_MEDIA_BASE).toBe('https://cdn.example/m');
    expect(seedEnvSchema.safeParse({ SEED_DEMO_DATA: 'maybe' }).success).toBe(false);
  });

  it('tells the launcher whether to seed: on unless switched off', () => {
    expect(seedingEnabled({})).toBe(true);
    expect(seedingEnabled({ SEED_DEMO_DATA: '' })).toBe(true);
    expect(seedingEnabled({ SEED_DEMO_DATA: 'true' })).toBe(true);
    expect(seedingEnabled({ SEED_DEMO_DATA: 'false' })).toBe(false);
    expect(seedingEnabled({ SEED_DEMO_DATA: '0' })).toBe(false);
    expect(() => seedingEnabled({ SEED_DEMO_DATA: 'maybe' })).toThrow();
  });
});
