import { describe, expect, it } from 'vitest';
import { parseOptions } from '@node-rs/argon2';
import { hashPassword, verifyAgainstDummy, verifyPassword } from './password.js';

describe('password hashing', () => {
  it('uses argon2id with m=19456 KiB, t=2, p=1', async () => {
    const stored = await hashPassword('correct horse battery staple');
    expect(stored.startsWith('$argon2id$')).toBe(true);
    const options = parseOptions(stored);
    expect(options.memoryCost).toBe(19_456);
    expect(options.timeCost).toBe(2);
    expect(options.parallelism).toBe(1);
  });

  it('verifies the right password and rejects a wrong one', async () => {
    const stored = await hashPassword('S3cret!pass');
    expect(await verifyPassword(stored, 'S3cret!pass')).toBe(true);
    expect(await verifyPassword(stored, 's3cret!pass')).toBe(false);
  });

  it('treats a malformed stored hash as a mismatch', async () => {
    expect(await verifyPassword('not-a-hash', 'anything')).toBe(false);
  });

  it('answers false for the dummy check', async () => {
    expect(await verifyAgainstDummy('whatever')).toBe(false);
  });
});
