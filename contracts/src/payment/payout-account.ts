import { z } from 'zod';
import { IsoDateTime, Uuid } from '../common/ids.js';
import { Rut } from '../common/rut.js';
import { singleLineText } from '../common/text.js';
import { OtpCode } from '../identity/model.js';

/**
 * Where a host in Chile is paid: a Chilean bank account. Chilean banks' bulk-transfer uploads
 * identify the bank by the code the CMF (the banking regulator, formerly SBIF) gives it, so the
 * account is stored with that code. Coopeuch is a credit union, not a bank, but pays and
 * receives transfers under its own code like one and holds many hosts' accounts.
 */
export const CHILEAN_BANKS = [
  { code: '001', name: 'Banco de Chile' },
  { code: '009', name: 'Banco Internacional' },
  { code: '012', name: 'BancoEstado' },
  { code: '014', name: 'Scotiabank Chile' },
  { code: '016', name: 'Banco BCI' },
  { code: '028', name: 'Banco BICE' },
  { code: '031', name: 'HSBC Bank Chile' },
  { code: '037', name: 'Banco Santander' },
  { code: '039', name: 'Banco Itaú' },
  { code: '049', name: 'Banco Security' },
  { code: '051', name: 'Banco Falabella' },
  { code: '053', name: 'Banco Ripley' },
  { code: '055', name: 'Banco Consorcio' },
  { code: '059', name: 'Banco BTG Pactual' },
  { code: '672', name: 'Coopeuch' },
] as const;

export type BankCode = (typeof CHILEAN_BANKS)[number]['code'];
const BANK_CODES = CHILEAN_BANKS.map((b) => b.code) as [BankCode, ...BankCode[]];
export const BankCode = z.enum(BANK_CODES, { error: 'Choose your bank' });

export function bankName(code: string): string {
  return CHILEAN_BANKS.find((b) => b.code === code)?.name ?? code;
}

/** Cuenta corriente, cuenta vista (CuentaRUT is BancoEstado's) and cuenta de ahorro. */
export const BankAccountType = z.enum(['corriente', 'vista', 'ahorro'], {
  error: 'Choose the account type',
});
export type BankAccountType = z.infer<typeof BankAccountType>;

export const ACCOUNT_NUMBER_MESSAGE = 'Enter the account number: 4 to 20 digits';

/** Digits only, as the bank prints it; spaces, dots and dashes people type are dropped. */
export const BankAccountNumber = z
  .string()
  .max(40, ACCOUNT_NUMBER_MESSAGE)
  .transform((value) => value.replace(/[\s.-]/g, ''))
  .pipe(z.string().regex(/^\d{4,20}$/, ACCOUNT_NUMBER_MESSAGE));

export const AccountHolderName = singleLineText({
  min: 2,
  max: 100,
  messages: { required: 'Enter the account holder’s name' },
});

/** What a host types on `/payment-setup`. */
export const BankAccountInput = z
  .object({
    rut: Rut,
    holderName: AccountHolderName,
    bankCode: BankCode,
    accountType: BankAccountType,
    accountNumber: BankAccountNumber,
  })
  .strict();
export type BankAccountInput = z.input<typeof BankAccountInput>;
export type BankAccountDetails = z.output<typeof BankAccountInput>;

/** An account as it is shown back: never the whole RUT or number. */
export const MaskedBankAccount = z.object({
  holderName: z.string(),
  /** `•••.678-5`: the last three digits of the body and the check digit. */
  rutMasked: z.string(),
  bankCode: BankCode,
  bankName: z.string(),
  accountType: BankAccountType,
  numberLast4: z.string(),
});
export type MaskedBankAccount = z.infer<typeof MaskedBankAccount>;

/** A change waiting for the code sent to the account's email. */
export const PendingBankChange = MaskedBankAccount.extend({
  changeId: Uuid,
  expiresAt: IsoDateTime,
  /** The address the code went to, masked (`a•••@example.com`). */
  emailHint: z.string(),
});
export type PendingBankChange = z.infer<typeof PendingBankChange>;

/** Everything `/payment-setup` and the dashboard's 'Complete Your Setup' card need. */
export const PayoutSetup = z.object({
  bankAccount: MaskedBankAccount.extend({ confirmedAt: IsoDateTime }).nullable(),
  pendingChange: PendingBankChange.nullable(),
  /** A Stripe Connect account receives the host's share of card payments. */
  stripeConnected: z.boolean(),
  /** Payouts can reach the host (a confirmed bank account or a connected Stripe account). */
  ready: z.boolean(),
});
export type PayoutSetup = z.infer<typeof PayoutSetup>;

export const ConfirmBankChangeRequest = z.object({ changeId: Uuid, code: OtpCode }).strict();
export type ConfirmBankChangeRequest = z.infer<typeof ConfirmBankChangeRequest>;

export const CancelBankChangeRequest = z.object({ changeId: Uuid }).strict();

/** `•••.678-5` from `12345678-5`. */
export function maskRut(rut: string): string {
  const [body = '', digit = ''] = rut.split('-');
  return `•••.${body.slice(-3)}-${digit}`;
}

/** `a•••@example.com`: enough to recognise one's own address, not to learn someone's. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return '•••';
  return `${email[0]}•••${email.slice(at)}`;
}

/** The system only (the demo world, a migration): a host's account, confirmed as given. */
export const ImportBankAccountRequest = z
  .object({ hostId: Uuid, account: BankAccountInput })
  .strict();
export type ImportBankAccountRequest = z.input<typeof ImportBankAccountRequest>;
