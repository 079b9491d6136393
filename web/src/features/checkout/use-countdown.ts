import { useEffect, useState } from 'react';

/**
 * Milliseconds left until `deadline` (an ISO instant), refreshed every second and never below 0;
 * null without a deadline. The timer stops at 0 so an expired page does not keep re-rendering.
 */
export function useCountdown(deadline: string | null): number | null {
  const end = deadline === null ? null : Date.parse(deadline);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (end === null) return;
    setNow(Date.now());
    const timer = setInterval(() => {
      const at = Date.now();
      setNow(at);
      if (at >= end) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [end]);
  return end === null ? null : Math.max(0, end - now);
}

/** `mm:ss` of what is left, seconds rounded up so 0:00 shows only once time is really up. */
export function formatCountdown(ms: number): string {
  const seconds = Math.ceil(ms / 1000);
  const mm = Math.floor(seconds / 60);
  const ss = seconds % 60;
  return `${String(mm).padStart(2, '0')}:${String(ss).padStart(2, '0')}`;
}

/** Whole minutes started but not yet over: what screen readers hear, once per minute. */
export function minutesLeft(ms: number): number {
  return Math.ceil(ms / 60_000);
}
