import { useCallback, useEffect, useState } from 'react';

export const RESEND_COOLDOWN_SECONDS = 30;

/** Counts down after each resend so users cannot hammer the code endpoint. */
export function useCooldown(initialSeconds = 0) {
  const [remaining, setRemaining] = useState(initialSeconds);
  useEffect(() => {
    if (remaining <= 0) return;
    const id = window.setTimeout(() => setRemaining((s) => s - 1), 1000);
    return () => window.clearTimeout(id);
  }, [remaining]);
  const start = useCallback((seconds = RESEND_COOLDOWN_SECONDS) => setRemaining(seconds), []);
  return { remaining, active: remaining > 0, start };
}
