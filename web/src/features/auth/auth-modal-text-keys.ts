import type { AuthMode, AuthModalState } from './auth-modal-machine';

// The modal's titles and headings by step and mode: apart from the reducer (auth-modal-machine.ts),
// which the shell holds from the first load, as only the modal, loaded on its first opening,
// shows them.

export type AuthTitleKey =
  'logInOrSignUp' | 'finishSigningUp' | 'signUp' | 'logIn' | 'resetPassword';

/** Header title by step and mode (spec 2.8). */
export function headerTitleKey(state: Pick<AuthModalState, 'step' | 'mode'>): AuthTitleKey {
  if (state.mode === 'forgot-password' || state.mode === 'reset-password') return 'resetPassword';
  if (state.step === 'email') return 'logInOrSignUp';
  if (state.step === 'complete-profile') return 'finishSigningUp';
  return state.mode === 'register' ? 'signUp' : 'logIn';
}

export type PasswordHeadingKey =
  'welcomeBack' | 'finishSigningUp' | 'resetYourPassword' | 'createNewPassword';

export function passwordHeadingKey(mode: AuthMode): PasswordHeadingKey {
  switch (mode) {
    case 'login':
      return 'welcomeBack';
    case 'register':
      return 'finishSigningUp';
    case 'forgot-password':
      return 'resetYourPassword';
    case 'reset-password':
      return 'createNewPassword';
  }
}

export type PasswordSubmitKey = 'logIn' | 'continue' | 'sendResetInstructions' | 'updatePassword';

export function passwordSubmitKey(mode: AuthMode): PasswordSubmitKey {
  switch (mode) {
    case 'login':
      return 'logIn';
    case 'register':
      return 'continue';
    case 'forgot-password':
      return 'sendResetInstructions';
    case 'reset-password':
      return 'updatePassword';
  }
}
