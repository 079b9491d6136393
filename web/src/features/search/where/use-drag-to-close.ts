import { useCallback, useRef, useState } from 'react';
import type { PointerEvent } from 'react';
import { LIMITS } from '@arrendo/contracts/web';

/**
 * A bottom sheet's handle (spec §2.5): the sheet follows the finger down, and letting go more
 * than 60 px below where the drag started closes it; less springs it back. Upward drags are
 * ignored (the sheet is already as high as it goes).
 */
export function useDragToClose(onClose: () => void) {
  const [offset, setOffset] = useState(0);
  const start = useRef<number | null>(null);
  const moved = useRef(0);

  const onPointerDown = useCallback((e: PointerEvent<HTMLElement>) => {
    start.current = e.clientY;
    moved.current = 0;
    // Keeps the move and up events coming when the finger leaves the handle.
    e.currentTarget.setPointerCapture?.(e.pointerId);
  }, []);

  const onPointerMove = useCallback((e: PointerEvent<HTMLElement>) => {
    if (start.current === null) return;
    moved.current = Math.max(0, e.clientY - start.current);
    setOffset(moved.current);
  }, []);

  const end = useCallback(
    (e: PointerEvent<HTMLElement>, cancelled: boolean) => {
      if (start.current === null) return;
      start.current = null;
      e.currentTarget.releasePointerCapture?.(e.pointerId);
      const far = moved.current > LIMITS.swipeToClosePx;
      moved.current = 0;
      setOffset(0);
      if (far && !cancelled) onClose();
    },
    [onClose],
  );

  return {
    offset,
    handleProps: {
      onPointerDown,
      onPointerMove,
      onPointerUp: (e: PointerEvent<HTMLElement>) => end(e, false),
      onPointerCancel: (e: PointerEvent<HTMLElement>) => end(e, true),
    },
  };
}
