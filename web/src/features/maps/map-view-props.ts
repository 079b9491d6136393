export interface LatLng {
  lat: number;
  lng: number;
}

export interface MapViewProps {
  center: LatLng;
  /** MapLibre zoom (about 11 for a city, 14 for a street). */
  zoom?: number;
  /** A pin; `onMove` makes it draggable (and a click on the map moves it there). */
  marker?: LatLng & { onMove?: (to: LatLng) => void; label?: string };
  /** An approximate area, e.g. the public location of a listing. */
  circle?: LatLng & { radiusMeters: number };
  /** Read-only points (search results, later). */
  points?: (LatLng & { id: string; label: string })[];
  /**
   * Told once the map has drawn its style: true for the embedded basemap (no streets), false for
   * a configured style. A page asks for street-level precision only on the latter.
   */
  onBasemap?: (embedded: boolean) => void;
  /** Accessible name of the map region. */
  ariaLabel: string;
  className?: string;
}
