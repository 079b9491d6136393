import { useCallback, useEffect, useRef, useState } from 'react';

export type CopyState = 'idle' | 'copied' | 'failed';

/** How long "Copied" stays after a copy. */
const SHOWN_MS = 4000;

/**
 * Copies text to the clipboard and says how it went for a few seconds. The clipboard can be
 * refused (an insecure page, a denied permission): then `failed`, and the caller offers the text
 * to copy by hand.
 */
export function useCopyText(): { state: CopyState; copy(text: string): Promise<CopyState> } {
  const [state, setState] = useState<CopyState>('idle');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = useCallback(async (text: string): Promise<CopyState> => {
    let next: CopyState;
    try {
      // Absent outside secure contexts, whatever the DOM types say.
      const clipboard = navigator.clipboard as Clipboard | undefined;
      if (!clipboard) throw new Error('No clipboard');
      await clipboard.writeText(text);
      next = 'copied';
    } catch {
      next = 'failed';
    }
    setState(next);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setState('idle'), SHOWN_MS);
    return next;
  }, []);

  return { state, copy };
}
