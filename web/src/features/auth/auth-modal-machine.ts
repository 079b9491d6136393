import type { EmailStatus } from '@arrendo/contracts/web';

export type AuthStep = 'email' | 'password' | 'complete-profile' | 'verify-otp';
export type AuthMode = 'login' | 'register' | 'forgot-password' | 'reset-password';

export interface AuthModalState {
  open: boolean;
  step: AuthStep;
  mode: AuthMode;
  email: string;
  isSignUp: boolean;
  /** Held in memory between the password and complete-profile steps of a sign-up only. */
  password: string;
  /** The reset code was just requested from this modal (the resend link starts cooling down). */
  resetCodeJustSent: boolean;
}

export type AuthModalAction =
  | { type: 'open'; isSignUp?: boolean; mode?: 'reset-password'; email?: string }
  | { type: 'close' }
  | { type: 'emailChecked'; email: string; status: EmailStatus }
  | { type: 'back' }
  | { type: 'forgotPassword' }
  | { type: 'resetCodeSent' }
  | { type: 'passwordChosen'; password: string }
  | { type: 'verificationNeeded'; email?: string };

export const initialAuthModalState: AuthModalState = {
  open: false,
  step: 'email',
  mode: 'login',
  email: '',
  isSignUp: false,
  password: '',
  resetCodeJustSent: false,
};

/** Spec 2.8 + §4: the auth modal's steps and modes as a pure reducer. */
export function authModalReducer(state: AuthModalState, action: AuthModalAction): AuthModalState {
  switch (action.type) {
    case 'open': {
      // Each opening starts over in login mode on the email step; a recovery link with an email
      // goes straight to the reset form.
      const fresh = { ...initialAuthModalState, open: true, isSignUp: !!action.isSignUp };
      if (action.mode === 'reset-password' && action.email) {
        return { ...fresh, mode: 'reset-password', step: 'password', email: action.email };
      }
      return fresh;
    }
    case 'close':
      return { ...state, open: false, password: '' };
    case 'emailChecked':
      return {
        ...state,
        email: action.email,
        step: 'password',
        mode: action.status === 'new' ? 'register' : 'login',
        password: '',
      };
    case 'back':
      if (state.step === 'email') return state;
      return { ...state, step: 'email', mode: 'login', password: '' };
    case 'forgotPassword':
      if (state.step !== 'password' || state.mode !== 'login') return state;
      return { ...state, mode: 'forgot-password' };
    case 'resetCodeSent':
      if (state.mode !== 'forgot-password') return state;
      return { ...state, mode: 'reset-password', resetCodeJustSent: true };
    case 'passwordChosen':
      if (state.step !== 'password' || state.mode !== 'register') return state;
      return { ...state, step: 'complete-profile', password: action.password };
    case 'verificationNeeded':
      return {
        ...state,
        step: 'verify-otp',
        email: action.email ?? state.email,
        password: '',
      };
  }
}
