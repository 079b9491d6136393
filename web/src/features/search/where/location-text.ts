import type { LocationFailure } from './geolocation';

/**
 * Where a 'Use current location' failure is shown. The spec words each failure differently on
 * desktop and on mobile (§8), and gives two mobile texts for an unsupported browser without
 * saying which surface shows which: the Explore destinations sheet says location services are
 * unsupported, the mobile Where step adds "Please search for a location manually".
 */
export type LocationSurface = 'desktop' | 'mobile' | 'sheet';

export type LocationTextKey =
  `location.${'desktop' | 'mobile'}.${LocationFailure}` | 'location.sheetUnsupported';

export function locationTextKey(
  surface: LocationSurface,
  failure: LocationFailure,
): LocationTextKey {
  if (surface === 'sheet' && failure === 'unsupported') return 'location.sheetUnsupported';
  return `location.${surface === 'desktop' ? 'desktop' : 'mobile'}.${failure}`;
}
