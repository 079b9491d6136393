import type { SearchHit } from '@arrendo/contracts/web';
import type { SearchUrl } from '@/features/search/url-state';
import type { HoverStore } from './hover-sync';
import type { SearchAreaPatch } from './types';

export interface ResultsMapProps {
  /** Every result loaded so far (all pages). */
  hits: SearchHit[];
  /** The search: its map area or place, for what the map shows. */
  url: SearchUrl;
  /** Changes with each new search; the map fits the new results once they are in. */
  searchKey: string;
  /** False while the previous search's results stand in for the new ones. */
  settled: boolean;
  hover: HoverStore;
  /** "Search this area": the URL parameters of the visible rectangle (point search removed). */
  onSearchArea: (patch: SearchAreaPatch) => void;
  className?: string;
}
