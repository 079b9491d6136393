import { useEffect } from 'react';
import { toast, useToasterStore } from 'react-hot-toast';
import type { Toast, ToastPosition } from 'react-hot-toast';
import { LIMITS } from '@arrendo/contracts/web';

/** Spec §9 toast defaults, shared by the Toaster and tests. */
export const TOAST_DEFAULTS = {
  position: LIMITS.toasts.position as ToastPosition,
  limit: LIMITS.toasts.limit,
  duration: {
    blank: LIMITS.toasts.durationMs.blank,
    error: LIMITS.toasts.durationMs.error,
    success: LIMITS.toasts.durationMs.success,
    loading: Infinity,
  },
  maxWidthPx: LIMITS.toasts.maxWidthPx,
} as const;

/** Visible toasts beyond the limit, oldest first to go (the store keeps newest first). */
export function toastsOverLimit(toasts: readonly Toast[], limit: number): Toast[] {
  return toasts.filter((t) => t.visible).slice(limit);
}

/** Keeps at most `limit` toasts on screen by dismissing the oldest extras. */
export function useToastLimit(limit: number = TOAST_DEFAULTS.limit): void {
  const { toasts } = useToasterStore();
  useEffect(() => {
    for (const extra of toastsOverLimit(toasts, limit)) toast.dismiss(extra.id);
  }, [toasts, limit]);
}
