import { beforeAll, describe, expect, it } from 'vitest';
import { i18nReady, testI18n } from '@/test/render-in-router';
import { ApiError } from '@/lib/api-client';
import { BankAccountInput } from '@arrendo/contracts/web';
import { KEY_BY_MESSAGE, confirmFailure, fieldMessage } from './messages';

beforeAll(() => i18nReady('es'));

const tFor = (ns: string) => testI18n.getFixedT('es', ns);

function otpError(reason: string, extra: Record<string, unknown> = {}) {
  return new ApiError(400, 'VALIDATION', 'Invalid verification code', {
    details: { reason, fields: [{ path: 'code', message: 'Invalid verification code' }], ...extra },
  });
}

describe('payout set-up messages', () => {
  it('translates every message the contract gives a bad account', () => {
    const checked = BankAccountInput.safeParse({
      rut: '12.345.678-9',
      holderName: ' ',
      bankCode: '',
      accountType: '',
      accountNumber: '12',
    });
    const messages = checked.error?.issues.map((issue) => issue.message) ?? [];
    expect(messages).toHaveLength(5);
    for (const message of messages) {
      expect(KEY_BY_MESSAGE[message], message).toBeDefined();
      const shown = fieldMessage(tFor('payout-setup'), tFor('auth'), message);
      expect(shown, message).not.toBe(message);
    }
  });

  it('passes the shared text messages to the sign-up catalogue, and unknown ones as they are', () => {
    const t = tFor('payout-setup');
    const tAuth = tFor('auth');
    expect(fieldMessage(t, tAuth, 'Enter the 6-digit code')).toBe('Ingresa el código de 6 dígitos');
    expect(fieldMessage(t, tAuth, 'Something new')).toBe('Something new');
    expect(fieldMessage(t, tAuth, undefined)).toBeUndefined();
  });

  it('reads a refused code: attempts left, used, locked, expired, gone', () => {
    const t = tFor('payout-setup');
    const tAuth = tFor('auth');
    expect(confirmFailure(t, tAuth, otpError('OTP_INVALID', { attemptsLeft: 1 }))).toEqual({
      kind: 'code',
      message: 'Ese código no es correcto. Te queda 1 intento.',
    });
    expect(confirmFailure(t, tAuth, otpError('OTP_INVALID'))).toEqual({
      kind: 'code',
      message: 'Ese código no es correcto.',
    });
    expect(confirmFailure(t, tAuth, otpError('OTP_LOCKED'))).toEqual({
      kind: 'code',
      message: 'Demasiados intentos incorrectos. Pide un código nuevo.',
    });
    expect(confirmFailure(t, tAuth, otpError('OTP_USED')).kind).toBe('code');
    expect(confirmFailure(t, tAuth, otpError('OTP_EXPIRED'))).toEqual({ kind: 'gone' });
    expect(confirmFailure(t, tAuth, new ApiError(404, 'NOT_FOUND', 'Not found'))).toEqual({
      kind: 'gone',
    });
    expect(confirmFailure(t, tAuth, new ApiError(0, 'UNAVAILABLE', 'down'))).toEqual({
      kind: 'other',
      message: 'Ocurrió un error. Inténtalo de nuevo.',
    });
  });
});
