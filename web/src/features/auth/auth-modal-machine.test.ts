import { describe, expect, it } from 'vitest';
import {
  authModalReducer,
  initialAuthModalState,
  type AuthModalAction,
  type AuthModalState,
} from './auth-modal-machine';
import { headerTitleKey, passwordHeadingKey, passwordSubmitKey } from './auth-modal-text-keys';

function run(...actions: AuthModalAction[]): AuthModalState {
  return actions.reduce(authModalReducer, initialAuthModalState);
}

describe('authModalReducer', () => {
  it('opens on the email step in login mode', () => {
    const s = run({ type: 'open', isSignUp: true });
    expect(s).toMatchObject({ open: true, step: 'email', mode: 'login', isSignUp: true });
    expect(headerTitleKey(s)).toBe('logInOrSignUp');
  });

  it('resets to login + email on every opening', () => {
    const s = run(
      { type: 'open' },
      { type: 'emailChecked', email: 'a@b.cl', status: 'new' },
      { type: 'passwordChosen', password: 'Secret1!' },
      { type: 'close' },
      { type: 'open' },
    );
    expect(s).toMatchObject({ step: 'email', mode: 'login', email: '', password: '' });
  });

  it('takes a new email through password, complete-profile and verify-otp', () => {
    let s = run({ type: 'open' }, { type: 'emailChecked', email: 'a@b.cl', status: 'new' });
    expect(s).toMatchObject({ step: 'password', mode: 'register' });
    expect(headerTitleKey(s)).toBe('signUp');
    expect(passwordHeadingKey(s.mode)).toBe('finishSigningUp');
    expect(passwordSubmitKey(s.mode)).toBe('continue');
    s = authModalReducer(s, { type: 'passwordChosen', password: 'Secret1!' });
    expect(s).toMatchObject({ step: 'complete-profile', password: 'Secret1!' });
    expect(headerTitleKey(s)).toBe('finishSigningUp');
    s = authModalReducer(s, { type: 'verificationNeeded' });
    expect(s).toMatchObject({ step: 'verify-otp', email: 'a@b.cl', password: '' });
  });

  it.each(['active', 'unverified'] as const)('treats a %s email as login', (status) => {
    const s = run({ type: 'open' }, { type: 'emailChecked', email: 'a@b.cl', status });
    expect(s).toMatchObject({ step: 'password', mode: 'login' });
    expect(headerTitleKey(s)).toBe('logIn');
    expect(passwordHeadingKey(s.mode)).toBe('welcomeBack');
    expect(passwordSubmitKey(s.mode)).toBe('logIn');
  });

  it('goes back to the email step from password and complete-profile', () => {
    const fromPassword = run(
      { type: 'open' },
      { type: 'emailChecked', email: 'a@b.cl', status: 'active' },
      { type: 'back' },
    );
    expect(fromPassword).toMatchObject({ step: 'email', mode: 'login' });
    const fromProfile = run(
      { type: 'open' },
      { type: 'emailChecked', email: 'a@b.cl', status: 'new' },
      { type: 'passwordChosen', password: 'x' },
      { type: 'back' },
    );
    expect(fromProfile).toMatchObject({ step: 'email', mode: 'login', password: '' });
  });

  it('walks forgot-password to reset-password', () => {
    let s = run({ type: 'open' }, { type: 'emailChecked', email: 'a@b.cl', status: 'active' });
    s = authModalReducer(s, { type: 'forgotPassword' });
    expect(s).toMatchObject({ step: 'password', mode: 'forgot-password' });
    expect(headerTitleKey(s)).toBe('resetPassword');
    expect(passwordHeadingKey(s.mode)).toBe('resetYourPassword');
    expect(passwordSubmitKey(s.mode)).toBe('sendResetInstructions');
    s = authModalReducer(s, { type: 'resetCodeSent' });
    expect(s).toMatchObject({ mode: 'reset-password', resetCodeJustSent: true });
    expect(passwordHeadingKey(s.mode)).toBe('createNewPassword');
    expect(passwordSubmitKey(s.mode)).toBe('updatePassword');
  });

  it('ignores forgot-password outside the login password step', () => {
    const s = run({ type: 'open' }, { type: 'emailChecked', email: 'a@b.cl', status: 'new' });
    expect(authModalReducer(s, { type: 'forgotPassword' })).toBe(s);
  });

  it('opens a recovery link directly on the reset form', () => {
    const s = run({ type: 'open', mode: 'reset-password', email: 'a@b.cl' });
    expect(s).toMatchObject({
      step: 'password',
      mode: 'reset-password',
      email: 'a@b.cl',
      resetCodeJustSent: false,
    });
  });

  it('sends an unconfirmed login to verify-otp', () => {
    const s = run(
      { type: 'open' },
      { type: 'emailChecked', email: 'a@b.cl', status: 'unverified' },
      { type: 'verificationNeeded' },
    );
    expect(s).toMatchObject({ step: 'verify-otp', mode: 'login' });
  });
});
