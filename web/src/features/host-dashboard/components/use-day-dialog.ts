import { useEffect, useRef, useState } from 'react';

/**
 * Which day's dialog is open. One dialog serves every day button, so the button that opened it
 * is remembered and focused again on close (Radix returns focus only to its own Trigger). The
 * last date stays after closing, so the dialog keeps its content while it animates out.
 */
export function useDayDialog() {
  const [date, setDate] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const trigger = useRef<HTMLButtonElement | null>(null);
  const wasOpen = useRef(false);
  useEffect(() => {
    if (wasOpen.current && !open) trigger.current?.focus();
    wasOpen.current = open;
  }, [open]);
  return {
    date,
    open,
    setOpen,
    openDate: (next: string, button: HTMLButtonElement) => {
      trigger.current = button;
      setDate(next);
      setOpen(true);
    },
  };
}
