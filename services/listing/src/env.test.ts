import { existsSync } from 'node:fs';
import { isAbsolute, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { envSchema } from './env.js';

describe('listing env', () => {
  it('defaults: no seeding, media under <repo>/.data/media served at /media', () => {
    const env = envSchema.parse({});
    expect(env.SEED_DEMO_DATA).toBe(false);
    expect(isAbsolute(env.MEDIA_DIR)).toBe(true);
    expect(env.MEDIA_DIR.endsWith(join('.data', 'media'))).toBe(true);
    // The repo root is the folder with pnpm-workspace.yaml.
    expect(existsSync(join(env.MEDIA_DIR, '..', '..', 'pnpm-workspace.yaml'))).toBe(true);
    expect(env.PUBLIC_MEDIA_BASE).toBe('/media');
  });

  it('parses booleans as env strings and trims a trailing slash off the media base', () => {
    const env = envSchema.parse({
      SEED_DEMO_DATA: 'true',
      PUBLIC_MEDIA_BASE: 'https://cdn.example/m/',
    });
    expect(env.SEED_DEMO_DATA).toBe(true);
    expect(env.PUBLIC_MEDIA_BASE).toBe('https://cdn.example/m');
    expect(envSchema.parse({ SEED_DEMO_DATA: '0' }).SEED_DEMO_DATA).toBe(false);
    expect(envSchema.safeParse({ SEED_DEMO_DATA: 'maybe' }).success).toBe(false);
  });
});
