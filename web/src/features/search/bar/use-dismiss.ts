import { useEffect, useRef } from 'react';

/**
 * Closes a desktop popup on a click outside it or on Escape (spec §4 "Desktop search panel").
 * "Inside" is decided on React's tree, not the DOM's: spread `insideProps` on the container and a
 * click in a portal the panels open (a select, a tooltip) still counts as inside.
 */
export function useDismiss(active: boolean, onDismiss: (reason: 'outside' | 'escape') => void) {
  const inside = useRef(false);
  const dismiss = useRef(onDismiss);
  useEffect(() => {
    dismiss.current = onDismiss;
  });
  useEffect(() => {
    if (!active) return;
    // A press that happened before (the one that opened the popup) says nothing about the next.
    inside.current = false;
    // React handles the container's pointerdown at the root before the document sees it.
    const onPointerDown = () => {
      if (!inside.current) dismiss.current('outside');
      inside.current = false;
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !event.defaultPrevented) dismiss.current('escape');
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [active]);
  return {
    insideProps: {
      onPointerDown: () => {
        inside.current = true;
      },
    },
  };
}
