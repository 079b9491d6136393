import { z } from 'zod';
import { createPersistedStore, useStore } from '@/lib/persisted-store';
import { feesStore, useStoredFees } from './fees';

/**
 * Spec §9: `showTaxIncluded`; when on, prices include the fee and its IVA. The localStorage key
 * (read before the app starts, too: features/shell/first-screen.ts).
 */
export const TAX_STORE_KEY = 'showTaxIncluded';

/**
 * The visitor's own choice, or null while they never touched the toggle: then the admin's VAT
 * display default applies (`showTaxIncludedByDefault` in `GET /api/fees`, kept in `feesStore`),
 * so changing that default reaches everyone who did not choose.
 */
export const taxStore = createPersistedStore(TAX_STORE_KEY, z.boolean().nullable(), null);

/** Whether prices are shown with taxes now (loaders and other code outside React). */
export function showTaxIncluded(): boolean {
  return taxStore.get() ?? feesStore.get().showTaxIncludedByDefault;
}

export function useShowTaxIncluded(): boolean {
  const chosen = useStore(taxStore);
  const fees = useStoredFees();
  return chosen ?? fees.showTaxIncludedByDefault;
}

export function setShowTaxIncluded(value: boolean): void {
  taxStore.set(value);
}
