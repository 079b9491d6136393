import { useTranslation } from 'react-i18next';
import type { Me } from '@arrendo/contracts/web';
import { TextField } from '@/components/ui/text-field';
import type { AuthMode } from '../auth-modal-machine';
import { passwordHeadingKey } from '../auth-modal-text-keys';
import { ForgotPasswordForm } from './forgot-password-form';
import { LoginForm } from './login-form';
import { NewPasswordForm } from './new-password-form';
import { ResetPasswordForm } from './reset-password-form';

interface PasswordStepProps {
  mode: AuthMode;
  email: string;
  resetCodeJustSent: boolean;
  onSignedIn(user: Me, how: 'login' | 'reset'): void;
  onNeedsVerification(): void;
  onForgotPassword(): void;
  onResetCodeSent(): void;
  onPasswordChosen(password: string): void;
}

/** Spec 2.8 password step: one heading and submit per mode, e-mail shown read-only. */
export function PasswordStep(props: PasswordStepProps) {
  const { t } = useTranslation('auth');
  const { mode, email } = props;
  return (
    <div className="space-y-5">
      <h2 className="text-2xl font-semibold">
        {t(`password.headings.${passwordHeadingKey(mode)}`)}
      </h2>
      <TextField label={t('password.emailLabel')} type="email" value={email} readOnly />
      {mode === 'login' ? (
        <LoginForm
          email={email}
          onSignedIn={(user) => props.onSignedIn(user, 'login')}
          onNeedsVerification={props.onNeedsVerification}
          onForgotPassword={props.onForgotPassword}
        />
      ) : mode === 'register' ? (
        <NewPasswordForm onChosen={props.onPasswordChosen} />
      ) : mode === 'forgot-password' ? (
        <ForgotPasswordForm email={email} onSent={props.onResetCodeSent} />
      ) : (
        <ResetPasswordForm
          email={email}
          codeJustSent={props.resetCodeJustSent}
          onReset={(user) => props.onSignedIn(user, 'reset')}
        />
      )}
    </div>
  );
}
