import { describe, expect, it } from 'vitest';
import { BankAccountInput, maskEmail, maskRut } from './payout-account.js';

const valid = {
  rut: '12.345.678-5',
  holderName: ' Ana Pérez ',
  bankCode: '012',
  accountType: 'vista',
  accountNumber: '1234-5678 90',
};

function fieldOf(input: unknown): string[] {
  const result = BankAccountInput.safeParse(input);
  return result.success ? [] : result.error.issues.map((i) => i.path.join('.'));
}

describe('BankAccountInput', () => {
  it('normalises RUT, name and number', () => {
    expect(BankAccountInput.parse(valid)).toEqual({
      rut: '12345678-5',
      holderName: 'Ana Pérez',
      bankCode: '012',
      accountType: 'vista',
      accountNumber: '1234567890',
    });
  });

  it('names the field that is wrong', () => {
    expect(fieldOf({ ...valid, rut: '12.345.678-9' })).toEqual(['rut']);
    expect(fieldOf({ ...valid, bankCode: '999' })).toEqual(['bankCode']);
    expect(fieldOf({ ...valid, accountType: 'credito' })).toEqual(['accountType']);
    expect(fieldOf({ ...valid, accountNumber: '12ab' })).toEqual(['accountNumber']);
    expect(fieldOf({ ...valid, holderName: 'A\u0000' })).toEqual(['holderName']);
  });

  it('masks what it shows back', () => {
    expect(maskRut('12345678-5')).toBe('•••.678-5');
    expect(maskEmail('ana@example.com')).toBe('a•••@example.com');
  });
});
