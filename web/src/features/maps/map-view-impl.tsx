import type { MapViewProps } from './map-view-props';

// Replaced by the MapLibre implementation (issue 8, maps): this keeps the interface compiling.
export default function MapViewImpl({ className, ariaLabel }: MapViewProps) {
  return <div role="region" aria-label={ariaLabel} className={className} />;
}
