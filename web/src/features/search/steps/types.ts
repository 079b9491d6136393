import type { PriceUnit } from '@arrendo/contracts/web';
import type { GuestCounts, SearchDates, SearchPlace } from '../state';

/**
 * The contents of the four search steps (spec §2.3, §2.5): the desktop bar shows each in its
 * popup, the mobile modal in its expanded step. The containers own which step is open; a panel
 * only edits its value and says when the guest has finished with it.
 */
export type PanelVariant = 'desktop' | 'mobile';

export interface WhereSuggestionsProps {
  variant: PanelVariant;
  /** What the guest has typed in the Where field ('' shows nearby + the regions). */
  query: string;
  onPick: (place: SearchPlace) => void;
}

export interface ExploreDestinationsSheetProps {
  open: boolean;
  onClose: () => void;
  onPick: (place: SearchPlace) => void;
}

export interface WhatPanelProps {
  variant: PanelVariant;
  mode: PriceUnit;
  /** A category, subcategory, stay theme or 'trending'; null = featured. */
  value: string | null;
  /** `done`: a subcategory (or 'featured') was chosen, so the step is complete. */
  onChange: (value: string | null, done: boolean) => void;
}

export interface DatesPanelProps {
  variant: PanelVariant;
  mode: PriceUnit;
  value: SearchDates | null;
  /** `done`: the range (or the day, time and hours) is complete; the popup closes 300 ms later. */
  onChange: (value: SearchDates | null, done: boolean) => void;
}

export interface WhoPanelProps {
  variant: PanelVariant;
  mode: PriceUnit;
  value: GuestCounts;
  onChange: (value: GuestCounts) => void;
}
