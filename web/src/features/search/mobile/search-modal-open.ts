import { useSyncExternalStore } from 'react';

// Whether the mobile search modal is open: the tab bar hides meanwhile (spec §2.2). A tiny store
// rather than context, so the tab bar reads it without the modal's code being loaded.
let open = false;
const listeners = new Set<() => void>();

export function setSearchModalOpen(next: boolean): void {
  if (next === open) return;
  open = next;
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useSearchModalOpen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => open,
    () => false,
  );
}
