import { useEffect, useRef, useState } from 'react';

/** Spec §9 "Header scroll" thresholds. */
export const HEADER_SCROLL = { topPx: 10, hideAfterPx: 100, deltaPx: 10 } as const;

/** Decides visibility from the last and current scroll offsets; null keeps the current state. */
export function nextHeaderVisibility(previousY: number, currentY: number): boolean | null {
  const delta = currentY - previousY;
  if (currentY < HEADER_SCROLL.topPx || delta < -HEADER_SCROLL.deltaPx) return true;
  if (currentY > HEADER_SCROLL.hideAfterPx && delta > HEADER_SCROLL.deltaPx) return false;
  return null;
}

/** Hides the mobile header while scrolling down and shows it again on the way up. */
export function useHeaderVisibility(enabled: boolean): boolean {
  const [visible, setVisible] = useState(true);
  const lastY = useRef(0);
  useEffect(() => {
    if (!enabled) {
      setVisible(true);
      return;
    }
    lastY.current = window.scrollY;
    let frame = 0;
    const onScroll = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        const y = window.scrollY;
        const next = nextHeaderVisibility(lastY.current, y);
        // Small moves accumulate until they cross the threshold.
        if (next !== null || y < HEADER_SCROLL.topPx) lastY.current = y;
        if (next !== null) setVisible(next);
      });
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', onScroll);
    };
  }, [enabled]);
  return visible;
}
