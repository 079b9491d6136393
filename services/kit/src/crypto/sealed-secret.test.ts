import { describe, expect, it } from 'vitest';
import {
  generateKeyringValue,
  keyringProblem,
  openSecret,
  parseKeyring,
  sealSecret,
  SealedSecretError,
} from './sealed-secret.js';

const key = (byte: number) => Buffer.alloc(32, byte).toString('base64url');

describe('sealed secrets', () => {
  const ring = parseKeyring(`k2:${key(2)}`);

  it('open to the same value only in the same context', () => {
    const sealed = sealSecret(ring, '042917', 'otp:code-1');
    expect(sealed).toMatch(/^v1\.k2\.[A-Za-z0-9_-]{16}\.[A-Za-z0-9_-]+$/);
    expect(sealed).not.toContain('042917');
    expect(openSecret(ring, sealed, 'otp:code-1')).toBe('042917');
    expect(() => openSecret(ring, sealed, 'otp:code-2')).toThrow(SealedSecretError);
  });

  it('never seal the same value twice the same way', () => {
    expect(sealSecret(ring, '042917', 'c')).not.toBe(sealSecret(ring, '042917', 'c'));
  });

  it('refuse a tampered value', () => {
    const [v, id, iv, body] = sealSecret(ring, '042917', 'c').split('.');
    const bytes = Buffer.from(body ?? '', 'base64url');
    bytes[0] = (bytes[0] ?? 0) ^ 1;
    const tampered = [v, id, iv, bytes.toString('base64url')].join('.');
    expect(() => openSecret(ring, tampered, 'c')).toThrow(SealedSecretError);
    expect(() => openSecret(ring, 'v1.k2.nope', 'c')).toThrow(/not a sealed value/);
  });

  it('rotate: the first key seals, every listed key opens, an unknown one is named', () => {
    const old = parseKeyring(`k1:${key(1)}`);
    const sealedOld = sealSecret(old, '111111', 'c');
    const rotated = parseKeyring(`k2:${key(2)}, k1:${key(1)}`);
    expect(rotated.current.id).toBe('k2');
    expect(openSecret(rotated, sealedOld, 'c')).toBe('111111');
    expect(sealSecret(rotated, '222222', 'c').split('.')[1]).toBe('k2');
    expect(() => openSecret(ring, sealedOld, 'c')).toThrow(/key "k1"/);
  });

  it('read keys with or without an id and explain a bad one without printing it', () => {
    expect(parseKeyring(key(3)).current.id).toMatch(/^k[0-9a-f]{8}$/);
    expect(keyringProblem('k1:short')).toBe('must be 32 bytes, got 3');
    expect(keyringProblem(`k1:${key(1)},k1:${key(2)}`)).toMatch(/twice/);
    expect(keyringProblem('')).toBe('no key');
    expect(keyringProblem(generateKeyringValue())).toBeUndefined();
    expect(generateKeyringValue('kx')).toMatch(/^kx:[A-Za-z0-9_-]{43}$/);
  });
});

describe('keyringSetting', () => {
  it('requires the variable and explains a bad value without echoing it', async () => {
    const { keyringSetting } = await import('./keyring-env.js');
    const schema = keyringSetting('generate one with …');
    expect(schema.safeParse(undefined).error?.issues[0]?.message).toBe(
      'required (generate one with …)',
    );
    const bad = schema.safeParse('k1:c2VjcmV0');
    expect(bad.error?.issues[0]?.message).toBe('must be 32 bytes, got 6 (generate one with …)');
    expect(JSON.stringify(bad.error)).not.toContain('c2VjcmV0');
    expect(schema.safeParse(generateKeyringValue()).success).toBe(true);
  });
});

describe('the OTP contract', () => {
  it('accepts what sealSecret produces for a six-digit code', async () => {
    const { SealedCode, otpSealContext } = await import('@arrendo/contracts');
    const ring = parseKeyring(generateKeyringValue());
    const sealed = sealSecret(ring, '000123', otpSealContext('c1'));
    expect(SealedCode.safeParse(sealed).success).toBe(true);
    expect(SealedCode.safeParse('000123').success).toBe(false);
  });
});
