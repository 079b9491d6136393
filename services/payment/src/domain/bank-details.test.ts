import { describe, expect, it } from 'vitest';
import { BankAccountInput } from '@arrendo/contracts';
import { parseKeyring } from '@arrendo/kit';
import { maskedAccount, maskedColumns, openBankDetails, sealBankDetails } from './bank-details.js';

const keys = parseKeyring(`t:${Buffer.alloc(32, 3).toString('base64url')}`);
const HOST = '11111111-1111-4111-8111-111111111111';
const OTHER = '22222222-2222-4222-8222-222222222222';
const details = BankAccountInput.parse({
  rut: '12.345.678-5',
  holderName: 'Ana Pérez',
  bankCode: '012',
  accountType: 'vista',
  accountNumber: '12345678',
});

describe('bank details at rest', () => {
  it('seals so that nothing readable is stored, and opens for its own host only', () => {
    const sealed = sealBankDetails(keys, HOST, details);
    expect(sealed).not.toContain('12345678');
    expect(sealed).not.toContain('Ana');
    expect(openBankDetails(keys, HOST, sealed)).toEqual(details);
    expect(() => openBankDetails(keys, OTHER, sealed)).toThrow();
  });

  it('shows back only masked forms', () => {
    expect(maskedAccount(details.holderName, maskedColumns(details))).toEqual({
      holderName: 'Ana Pérez',
      rutMasked: '•••.678-5',
      bankCode: '012',
      bankName: 'BancoEstado',
      accountType: 'vista',
      numberLast4: '5678',
    });
  });
});
