import { useEffect, useRef, useState } from 'react';

/**
 * A plain button that opens a dialog whose code loads on intent: `preload` runs on hover or
 * focus, the dialog mounts on the first click and stays mounted (so closing keeps its exit), and
 * focus returns to the button on close (Radix returns it only to its own Trigger). Spread
 * `trigger` on the button; render the dialog once `mounted`, with `open` / `setOpen`.
 */
export function useLazyDialogTrigger(preload: () => unknown) {
  const [open, setOpen] = useState(false);
  const [mounted, setMounted] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(false);
  useEffect(() => {
    if (wasOpen.current && !open) button.current?.focus();
    wasOpen.current = open;
  }, [open]);
  const trigger = {
    ref: button,
    type: 'button' as const,
    'aria-haspopup': 'dialog' as const,
    'aria-expanded': open,
    onPointerEnter: () => void preload(),
    onFocus: () => void preload(),
    onClick: () => {
      setMounted(true);
      setOpen(true);
    },
  };
  return { open, setOpen, mounted, trigger };
}
