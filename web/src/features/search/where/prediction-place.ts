import type { PlacePrediction } from '@arrendo/contracts/web';
import { fetchPlaceDetails } from '../api';
import type { SearchPlace } from '../state';
import { kindFromTypes, PLACE_RADIUS_KM } from './place-radius';

/**
 * What the Where field shows for a prediction: its description without the trailing country,
 * since every suggestion is in Chile ("Las Condes, Región Metropolitana"), and without a region
 * that only repeats the place's name ("Valparaíso, Valparaíso" reads "Valparaíso").
 */
export function predictionLabel(p: PlacePrediction): string {
  const parts = p.description
    .replace(/,\s*Chile$/i, '')
    .split(',')
    .map((part) => part.trim())
    .filter((part, i, all) => part !== '' && (i === 0 || part !== all[i - 1]));
  return parts.join(', ') || p.mainText;
}

/**
 * A picked prediction as a place to search: its coordinates from the place details, with the
 * radius for its kind. `found: false` when the details failed: the label is kept without
 * coordinates (Search geocodes it) and the caller warns that results may be less accurate.
 */
export async function placeFromPrediction(
  p: PlacePrediction,
  signal?: AbortSignal,
): Promise<{ place: SearchPlace; found: boolean }> {
  const label = predictionLabel(p);
  try {
    const details = await fetchPlaceDetails(p.placeId, signal);
    return {
      place: {
        label,
        lat: details.lat,
        lng: details.lng,
        radiusKm: PLACE_RADIUS_KM[kindFromTypes(details.types)],
      },
      found: true,
    };
  } catch {
    return { place: { label, lat: null, lng: null }, found: false };
  }
}
