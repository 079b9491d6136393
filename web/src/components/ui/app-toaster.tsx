import { Toaster } from 'react-hot-toast';
import { TOAST_DEFAULTS, useToastLimit } from '@/lib/toasts';
import { useIsMobile } from '@/lib/use-media-query';

// On a phone toasts sit just under the 72 px header rather than over it: a toast drawn on the
// control that raised it (the day/hour switch) hides it, and react-hot-toast pauses a toast under
// the pointer, so a 2 s toast stayed until the next tap. Wider screens keep the library's 16 px.
const PHONE_TOP_PX = 72 + 8;
const WIDE_TOP_PX = 16;

export function AppToaster() {
  useToastLimit();
  const top = useIsMobile() ? PHONE_TOP_PX : WIDE_TOP_PX;
  return (
    <Toaster
      position={TOAST_DEFAULTS.position}
      containerStyle={{ top }}
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
