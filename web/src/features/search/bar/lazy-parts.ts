import { lazyWithPreload } from '@/lib/lazy-with-preload';

// The step contents, the summaries and the filters button are built by other parts of the search
// and are not needed for the first paint of `/` (the home page is on a tight JS budget): each
// loads on intent (hover or focus of the bar) or when first shown.
export const WhereSuggestions = lazyWithPreload(
  () => import('../where/where-suggestions'),
  (m) => m.WhereSuggestions,
);
export const WhatPanel = lazyWithPreload(
  () => import('../steps/what-panel'),
  (m) => m.WhatPanel,
);
export const DatesPanel = lazyWithPreload(
  () => import('../steps/dates-panel'),
  (m) => m.DatesPanel,
);
export const WhoPanel = lazyWithPreload(
  () => import('../steps/who-panel'),
  (m) => m.WhoPanel,
);
export const SummaryText = lazyWithPreload(
  () => import('./summary-text'),
  (m) => m.SummaryText,
  { unavailable: { standIn: ({ placeholder }) => placeholder } },
);
export const FiltersButton = lazyWithPreload(
  () => import('@/features/filters/filters-button'),
  (m) => m.FiltersButton,
  // Its code could not be fetched: no button until it can (it asks again once back online).
  { unavailable: { standIn: () => null } },
);

export const loadResolvePlace = () => import('../where/resolve-place');

/** Everything the desktop bar's popups need, fetched when the guest shows intent. */
export function preloadBarParts(): void {
  void WhereSuggestions.preload();
  void WhatPanel.preload();
  void DatesPanel.preload();
  void WhoPanel.preload();
  void SummaryText.preload();
}
