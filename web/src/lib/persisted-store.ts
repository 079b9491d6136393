import { useSyncExternalStore } from 'react';
import type { z } from 'zod';

export interface PersistedStore<T> {
  get(): T;
  set(next: T | ((prev: T) => T)): void;
  subscribe(listener: () => void): () => void;
  /** Re-reads storage (another tab, or a test that changed it). */
  rehydrate(): void;
}

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    // Storage can throw when disabled by the browser's privacy settings.
    return null;
  }
}

const stores = new Set<PersistedStore<unknown>>();

/**
 * Every store re-reads storage: after the test setup clears localStorage between tests (web files
 * share one environment), a value one test set in memory must not leak into the next.
 */
export function rehydrateAllStores(): void {
  stores.forEach((store) => store.rehydrate());
}

/** A small observable value saved as JSON in localStorage, validated on read. */
export function createPersistedStore<S extends z.ZodType>(
  key: string,
  schema: S,
  fallback: z.output<S>,
): PersistedStore<z.output<S>> {
  type T = z.output<S>;
  const listeners = new Set<() => void>();

  const read = (): T => {
    const raw = storage()?.getItem(key);
    if (raw == null) return fallback;
    try {
      const parsed = schema.safeParse(JSON.parse(raw));
      return parsed.success ? parsed.data : fallback;
    } catch {
      return fallback;
    }
  };

  let value: T = read();
  const emit = () => listeners.forEach((l) => l());

  if (typeof window !== 'undefined') {
    window.addEventListener('storage', (event) => {
      if (event.key === key) {
        value = read();
        emit();
      }
    });
  }

  const store: PersistedStore<T> = {
    get: () => value,
    set(next) {
      value = typeof next === 'function' ? (next as (prev: T) => T)(value) : next;
      try {
        storage()?.setItem(key, JSON.stringify(value));
      } catch {
        // Full or disabled storage: the choice still applies for this visit.
      }
      emit();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    rehydrate() {
      value = read();
      emit();
    },
  };
  stores.add(store as PersistedStore<unknown>);
  return store;
}

export function useStore<T>(store: PersistedStore<T>): T {
  return useSyncExternalStore(store.subscribe, store.get, store.get);
}
