import { useCallback, useId, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { KeyboardEvent } from 'react';

/**
 * The keyboard side of the Where suggestions (WAI-ARIA combobox with a listbox popup): the input
 * keeps focus while the arrow keys move a highlight through the options and Enter picks the
 * highlighted one. The container that owns the input (the bar's Where field, the sheet's search
 * box) calls this hook, spreads `inputProps` on the input and hands the result to
 * `<WhereSuggestions listbox={…}>`, which registers its options. Kept free of any import beyond
 * React so the bar can call it before the suggestions' chunk has loaded.
 */
export interface WhereListbox {
  listId: string;
  optionId: (index: number) => string;
  /** -1: nothing highlighted (Enter is left to the input, e.g. to search). */
  activeIndex: number;
  setActiveIndex: (index: number) => void;
  /** How many options the list shows now (0 while it is closed or empty). */
  optionCount: number;
  /** Arrow keys and Enter; also usable on the list itself when it has no input. */
  onKeyDown: (event: KeyboardEvent<HTMLElement>) => void;
  /** For the input: role, ARIA wiring and `onKeyDown`. Compose with your own handlers. */
  inputProps: {
    role: 'combobox';
    'aria-controls': string;
    'aria-expanded': boolean;
    'aria-autocomplete': 'list';
    'aria-activedescendant': string | undefined;
    onKeyDown: (event: KeyboardEvent<HTMLElement>) => void;
  };
  /** Used by the list: its option keys (in order) and what picking one at an index does. */
  register: (keys: readonly string[], pick: (index: number) => void) => void;
}

export function useWhereListbox(): WhereListbox {
  const listId = `where-${useId().replace(/:/g, '')}`;
  const [activeIndex, setActiveIndex] = useState(-1);
  const [optionCount, setOptionCount] = useState(0);
  const keys = useRef<string>('');
  const pick = useRef<(index: number) => void>(() => undefined);
  const count = useRef(0);
  const active = useRef(-1);
  active.current = activeIndex;

  const register = useCallback((next: readonly string[], onPick: (index: number) => void) => {
    pick.current = onPick;
    const signature = next.join('\u0000');
    if (signature === keys.current) return;
    // New options (other predictions, the list closed): an old highlight would point elsewhere.
    keys.current = signature;
    count.current = next.length;
    setOptionCount(next.length);
    setActiveIndex(-1);
  }, []);

  const onKeyDown = useCallback((event: KeyboardEvent<HTMLElement>) => {
    const n = count.current;
    if (event.key === 'ArrowDown' && n > 0) {
      event.preventDefault();
      setActiveIndex(active.current + 1 >= n ? 0 : active.current + 1);
    } else if (event.key === 'ArrowUp' && n > 0) {
      event.preventDefault();
      setActiveIndex(active.current <= 0 ? n - 1 : active.current - 1);
    } else if (event.key === 'Enter' && active.current >= 0 && active.current < n) {
      event.preventDefault();
      pick.current(active.current);
    }
  }, []);

  const optionId = useCallback((index: number) => `${listId}-option-${index}`, [listId]);
  const activeId = activeIndex >= 0 ? optionId(activeIndex) : undefined;

  return useMemo(
    () => ({
      listId,
      optionId,
      activeIndex,
      setActiveIndex,
      optionCount,
      onKeyDown,
      register,
      inputProps: {
        role: 'combobox' as const,
        'aria-controls': listId,
        'aria-expanded': optionCount > 0,
        'aria-autocomplete': 'list' as const,
        'aria-activedescendant': activeId,
        onKeyDown,
      },
    }),
    [listId, optionId, activeIndex, optionCount, onKeyDown, register, activeId],
  );
}

/** The list's half: hands its options to the listbox on every change, and none when it goes. */
export function useRegisterOptions(
  listbox: WhereListbox,
  keys: readonly string[],
  pick: (index: number) => void,
): void {
  const { register } = listbox;
  const signature = keys.join('\u0000');
  const latestPick = useRef(pick);
  latestPick.current = pick;
  useLayoutEffect(() => {
    register(signature === '' ? [] : signature.split('\u0000'), (i) => latestPick.current(i));
  }, [register, signature]);
  useLayoutEffect(() => () => register([], () => undefined), [register]);
}
