import type { DefaultValues } from 'react-hook-form';
import type { BankAccountInput } from '@arrendo/contracts/web';

/** The form's fields, as the contract and the server's field errors name them. */
export const BANK_ACCOUNT_FIELDS = [
  'rut',
  'holderName',
  'bankCode',
  'accountType',
  'accountNumber',
] as const satisfies readonly (keyof BankAccountInput)[];
export type BankAccountField = (typeof BANK_ACCOUNT_FIELDS)[number];

export function isBankAccountField(path: string): path is BankAccountField {
  return (BANK_ACCOUNT_FIELDS as readonly string[]).includes(path);
}

/** An empty form: no bank and no account type chosen (the select's first option is empty). */
export const EMPTY_BANK_ACCOUNT: DefaultValues<BankAccountInput> = {
  rut: '',
  holderName: '',
  accountNumber: '',
};
