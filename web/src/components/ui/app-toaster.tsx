import { Toaster } from 'react-hot-toast';
import { TOAST_DEFAULTS, useToastLimit } from '@/lib/toasts';

export function AppToaster() {
  useToastLimit();
  return (
    <Toaster
      position={TOAST_DEFAULTS.position}
      toastOptions={{
        duration: TOAST_DEFAULTS.duration.blank,
        success: { duration: TOAST_DEFAULTS.duration.success },
        error: { duration: TOAST_DEFAULTS.duration.error },
        loading: { duration: TOAST_DEFAULTS.duration.loading },
        style: { maxWidth: TOAST_DEFAULTS.maxWidthPx, borderRadius: 12, fontSize: 14 },
      }}
    />
  );
}
