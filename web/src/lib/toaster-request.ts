// Whether the toaster is wanted yet: after the takeover (lazy-app-toaster.tsx), or as soon as
// something raises a toast (lazy-toast.ts). Its own module, so neither imports the other.
let wanted = false;
const listeners = new Set<() => void>();

/** Asks for the toaster now; the first call wins, later ones change nothing. */
export function requestToaster(): void {
  if (wanted) return;
  wanted = true;
  for (const listener of listeners) listener();
}

export function isToasterWanted(): boolean {
  return wanted;
}

export function onToasterWanted(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
