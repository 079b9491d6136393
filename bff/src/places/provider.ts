import type { PlaceDetails, PlacePrediction } from '@arrendo/contracts';
import { gazetteerPlace, searchGazetteer, toDetails, toPrediction } from './gazetteer.js';

/** Where place suggestions come from: Google in production, the embedded gazetteer otherwise. */
export interface PlacesProvider {
  readonly name: 'gazetteer' | 'google';
  autocomplete(q: string, limit: number): Promise<PlacePrediction[]>;
  /** Null when no such place exists. */
  details(placeId: string): Promise<PlaceDetails | null>;
}

export const gazetteerProvider: PlacesProvider = {
  name: 'gazetteer',
  autocomplete: async (q, limit) => searchGazetteer(q, limit).map(toPrediction),
  details: async (placeId) => {
    const place = gazetteerPlace(placeId);
    return place ? toDetails(place) : null;
  },
};
