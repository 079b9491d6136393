/** A rectangle on the map, in degrees (never crosses the antimeridian: Chile does not). */
export interface MapBounds {
  south: number;
  west: number;
  north: number;
  east: number;
}

/** One result on the map: a price label at the listing's public position. */
export interface PriceMarker {
  id: string;
  lat: number;
  lng: number;
  /** What the marker shows: the price in the viewer's currency. */
  label: string;
  /** The accessible name: title and price. */
  name: string;
}

/** What the map reports back to the page. */
export interface MapEvents {
  /** The user panned or zoomed (programmatic moves are not reported). */
  onUserMove: () => void;
  /** Pointer or focus entering (true) or leaving (false) a marker. */
  onMarkerHover: (id: string, hovered: boolean) => void;
  onMarkerClick: (id: string) => void;
  /**
   * A group of results the map cannot zoom apart any further (same spot at the deepest zoom):
   * the page lists them.
   */
  onClusterList: (ids: string[]) => void;
  /** Whether the map draws the embedded basemap (no streets), once its style has loaded. */
  onBasemap: (embedded: boolean) => void;
  /** A click on the map itself, not on a marker. */
  onBackgroundClick: () => void;
  /** The map cannot draw (no WebGL, lost context, no style at all). */
  onFail: () => void;
}

/**
 * The results map's drawing layer. The React side only talks to this, so it can be tested with a
 * fake; the real one is MapLibre (maplibre-port.ts), inside the lazily loaded map chunk.
 */
export interface ResultsMapPort {
  setMarkers: (markers: PriceMarker[]) => void;
  /** The marker of the card under the pointer (or the marker under the pointer). */
  setHighlighted: (id: string | null) => void;
  /** The marker whose mini card is open. */
  setSelected: (id: string | null) => void;
  fitBounds: (bounds: MapBounds) => void;
  getBounds: () => MapBounds;
  remove: () => void;
}

export interface PortOptions {
  /** The configured style, or null for the embedded basemap of Chile. */
  styleUrl: string | null;
  initial: MapBounds;
  events: MapEvents;
  /** The accessible name of a cluster of `count` results. */
  clusterLabel: (count: number) => string;
}

export type CreateResultsMapPort = (container: HTMLElement, options: PortOptions) => ResultsMapPort;

/** The URL change of 'Search this area': the rectangle replaces the point and radius. */
export interface SearchAreaPatch extends MapBounds {
  lat: undefined;
  lng: undefined;
  radius: undefined;
}
