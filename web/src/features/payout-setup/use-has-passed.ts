import { useEffect, useState } from 'react';

/** Whether the instant `at` (ISO) has passed; the component draws again when it passes. */
export function useHasPassed(at: string | undefined): boolean {
  const [, redraw] = useState(0);
  const time = at ? Date.parse(at) : Number.NaN;
  useEffect(() => {
    const wait = time - Date.now();
    if (Number.isNaN(wait) || wait <= 0) return;
    // setTimeout's longest wait is 2^31 − 1 ms (24.8 days); a code lives minutes.
    const timer = window.setTimeout(() => redraw((n) => n + 1), Math.min(wait + 50, 2 ** 31 - 1));
    return () => window.clearTimeout(timer);
  }, [time]);
  return !Number.isNaN(time) && time <= Date.now();
}
