import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { parseKeyring } from '@arrendo/kit';
import { loadOrCreateSecrets } from './secrets.js';

describe('loadOrCreateSecrets', () => {
  const dir = mkdtempSync(join(tmpdir(), 'secrets-'));
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('generates a JWT secret and an OTP delivery key once, private to the user', () => {
    const file = join(dir, '.data', 'secrets.json');
    const first = loadOrCreateSecrets(file);
    expect(first.jwtSecret.length).toBeGreaterThanOrEqual(32);
    expect(parseKeyring(first.otpDeliveryKey).current.key).toHaveLength(32);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(loadOrCreateSecrets(file)).toEqual(first);
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual(first);
  });

  it('adds the OTP key to a file written before it existed, keeping the JWT secret', () => {
    const file = join(dir, 'old', 'secrets.json');
    loadOrCreateSecrets(file);
    const jwtSecret = 'j'.repeat(64);
    writeFileSync(file, JSON.stringify({ jwtSecret }));
    const upgraded = loadOrCreateSecrets(file);
    expect(upgraded.jwtSecret).toBe(jwtSecret);
    expect(parseKeyring(upgraded.otpDeliveryKey).current.id).toBe('local');
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual(upgraded);
  });
});
