import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';

interface ResendCodeButtonProps {
  remaining: number;
  pending: boolean;
  label: string;
  onResend(): void;
}

export function ResendCodeButton({ remaining, pending, label, onResend }: ResendCodeButtonProps) {
  const { t } = useTranslation('auth');
  return (
    <Button variant="link" disabled={remaining > 0 || pending} onClick={onResend}>
      {remaining > 0 ? t('otp.resendIn', { seconds: remaining }) : label}
    </Button>
  );
}
