import {
  BankAccountType,
  BankCode,
  bankName,
  maskRut,
  type BankAccountDetails,
  type MaskedBankAccount,
} from '@arrendo/contracts';
import { openSecret, sealSecret, type Keyring } from '@arrendo/kit';
import { z } from 'zod';

/** Sealed for one host: a row copied onto another host's does not open. */
function context(hostId: string): string {
  return `payout-bank:${hostId}`;
}

const StoredDetails = z.object({
  rut: z.string(),
  holderName: z.string(),
  bankCode: BankCode,
  accountType: BankAccountType,
  accountNumber: z.string(),
});

export function sealBankDetails(
  keys: Keyring,
  hostId: string,
  details: BankAccountDetails,
): string {
  return sealSecret(keys, JSON.stringify(details), context(hostId));
}

export function openBankDetails(keys: Keyring, hostId: string, sealed: string): BankAccountDetails {
  return StoredDetails.parse(JSON.parse(openSecret(keys, sealed, context(hostId))));
}

/** The plain columns stored beside the sealed details. */
export function maskedColumns(details: BankAccountDetails) {
  return {
    rut_masked: maskRut(details.rut),
    bank_code: details.bankCode,
    account_type: details.accountType,
    number_last4: details.accountNumber.slice(-4),
  };
}

export function maskedAccount(
  holderName: string,
  row: ReturnType<typeof maskedColumns>,
): MaskedBankAccount {
  return {
    holderName,
    rutMasked: row.rut_masked,
    bankCode: row.bank_code,
    bankName: bankName(row.bank_code),
    accountType: row.account_type,
    numberLast4: row.number_last4,
  };
}
