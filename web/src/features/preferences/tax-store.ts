import { z } from 'zod';
import { createPersistedStore, useStore } from '@/lib/persisted-store';

/** Spec §9: `showTaxIncluded`, default false; when on, prices include Chilean VAT. */
/** The localStorage key (read before the app starts, too: features/shell/first-screen.ts). */
export const TAX_STORE_KEY = 'showTaxIncluded';

export const taxStore = createPersistedStore(TAX_STORE_KEY, z.boolean(), false);

export function useShowTaxIncluded(): boolean {
  return useStore(taxStore);
}

export function setShowTaxIncluded(value: boolean): void {
  taxStore.set(value);
}
