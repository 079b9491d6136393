import { useTranslation } from 'react-i18next';
import { linkButtonClass } from './field';

interface ResendCodeButtonProps {
  remaining: number;
  pending: boolean;
  label: string;
  onResend(): void;
}

export function ResendCodeButton({ remaining, pending, label, onResend }: ResendCodeButtonProps) {
  const { t } = useTranslation('auth');
  return (
    <button
      type="button"
      className={linkButtonClass}
      disabled={remaining > 0 || pending}
      onClick={onResend}
    >
      {remaining > 0 ? t('otp.resendIn', { seconds: remaining }) : label}
    </button>
  );
}
