import { z } from 'zod';
import { createPersistedStore, useStore } from '@/lib/persisted-store';

/** Spec §9: `showTaxIncluded`, default false; when on, prices include Chilean VAT. */
export const taxStore = createPersistedStore('showTaxIncluded', z.boolean(), false);

export function useShowTaxIncluded(): boolean {
  return useStore(taxStore);
}

export function setShowTaxIncluded(value: boolean): void {
  taxStore.set(value);
}
