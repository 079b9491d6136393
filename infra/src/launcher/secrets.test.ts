import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadOrCreateSecrets } from './secrets.js';

describe('loadOrCreateSecrets', () => {
  const dir = mkdtempSync(join(tmpdir(), 'secrets-'));
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('generates a JWT secret once, private to the user, and returns the same one afterwards', () => {
    const file = join(dir, '.data', 'secrets.json');
    const first = loadOrCreateSecrets(file);
    expect(first.jwtSecret.length).toBeGreaterThanOrEqual(32);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(loadOrCreateSecrets(file)).toEqual(first);
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual(first);
  });
});
