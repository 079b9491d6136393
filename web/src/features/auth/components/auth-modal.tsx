import { useLayoutEffect, useRef, type Dispatch } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import { useTranslation } from 'react-i18next';
import type { Me } from '@arrendo/contracts/web';
import type { AuthModalAction, AuthModalState } from '../auth-modal-machine';
import { headerTitleKey } from '../auth-modal-text-keys';
import { CompleteProfileStep } from './complete-profile-step';
import { EmailStep } from './email-step';
import { PasswordStep } from './password-step';
import { VerifyOtpStep } from './verify-otp-step';

interface AuthModalProps {
  state: AuthModalState;
  dispatch: Dispatch<AuthModalAction>;
  onSignedIn(user: Me, how: 'login' | 'verify' | 'reset'): void;
}

/** Spec 2.8: one dialog, four steps, four modes. */
export function AuthModal({ state, dispatch, onSignedIn }: AuthModalProps) {
  const { t } = useTranslation('auth');
  const canGoBack = state.step === 'password' || state.step === 'complete-profile';
  const returnFocus = useReturnFocus(state.open);
  return (
    <Dialog.Root open={state.open} onOpenChange={(open) => !open && dispatch({ type: 'close' })}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <Dialog.Content
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            const target = returnFocus.current;
            if (!target?.isConnected) return;
            event.preventDefault();
            target.focus();
          }}
          data-testid="auth-modal"
          data-step={state.step}
          data-mode={state.mode}
          className="fixed left-1/2 top-1/2 z-50 flex max-h-[92vh] w-[calc(100vw-1rem)] max-w-[568px] -translate-x-1/2 -translate-y-1/2 flex-col overflow-hidden rounded-2xl bg-white shadow-xl focus:outline-none"
        >
          <header className="relative flex h-16 shrink-0 items-center justify-center border-b border-neutral-200 px-14">
            {canGoBack ? (
              <button
                type="button"
                onClick={() => dispatch({ type: 'back' })}
                aria-label={t('back')}
                className="absolute left-4 rounded-full p-2 hover:bg-neutral-100"
              >
                <span aria-hidden="true">←</span>
              </button>
            ) : (
              <Dialog.Close
                aria-label={t('close')}
                className="absolute left-4 rounded-full p-2 hover:bg-neutral-100"
              >
                <span aria-hidden="true">✕</span>
              </Dialog.Close>
            )}
            <Dialog.Title className="text-base font-bold">
              {t(`titles.${headerTitleKey(state)}`)}
            </Dialog.Title>
          </header>
          <div className="overflow-y-auto p-6">
            {state.step === 'email' ? (
              <EmailStep
                defaultEmail={state.email}
                onChecked={(email, status) => dispatch({ type: 'emailChecked', email, status })}
              />
            ) : state.step === 'password' ? (
              <PasswordStep
                // A new mode is a new form: remount so no field carries over.
                key={state.mode}
                mode={state.mode}
                email={state.email}
                resetCodeJustSent={state.resetCodeJustSent}
                onSignedIn={onSignedIn}
                onNeedsVerification={() => dispatch({ type: 'verificationNeeded' })}
                onForgotPassword={() => dispatch({ type: 'forgotPassword' })}
                onResetCodeSent={() => dispatch({ type: 'resetCodeSent' })}
                onPasswordChosen={(password) => dispatch({ type: 'passwordChosen', password })}
              />
            ) : state.step === 'complete-profile' ? (
              <CompleteProfileStep
                email={state.email}
                password={state.password}
                onRegistered={() => dispatch({ type: 'verificationNeeded' })}
              />
            ) : (
              <VerifyOtpStep
                email={state.email}
                onVerified={(user) => onSignedIn(user, 'verify')}
              />
            )}
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/**
 * Where focus goes when the dialog closes: the control that opened it. Radix would return to the
 * element focused when the dialog mounted, which is gone when that was an item of the account
 * menu (the menu closes as the dialog opens): then the menu's trigger takes it back.
 */
function useReturnFocus(open: boolean) {
  const target = useRef<HTMLElement | null>(null);
  useLayoutEffect(() => {
    if (!open) return;
    const active = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const triggerId = active?.closest('[role="menu"]')?.getAttribute('aria-labelledby');
    target.current = (triggerId ? document.getElementById(triggerId) : null) ?? active;
  }, [open]);
  return target;
}
