import type { GeocodeResult, PlaceDetails, PlacePrediction } from '@arrendo/contracts';
import {
  gazetteerPlace,
  geocodeGazetteer,
  reverseGazetteer,
  searchGazetteer,
  toDetails,
  toGeocodeResult,
  toPrediction,
} from '@arrendo/gazetteer';

/** Where places come from: Google in production, the embedded gazetteer otherwise. */
export interface PlacesProvider {
  readonly name: 'gazetteer' | 'google';
  autocomplete(q: string, limit: number): Promise<PlacePrediction[]>;
  /** Null when no such place exists. */
  details(placeId: string): Promise<PlaceDetails | null>;
  /** A typed destination (spec §5 "Geocoding"); null when nothing matches. */
  geocode(address: string): Promise<GeocodeResult | null>;
  /** The place at a position ('Use current location'); null when none is near. */
  reverse(lat: number, lng: number): Promise<GeocodeResult | null>;
}

export const gazetteerProvider: PlacesProvider = {
  name: 'gazetteer',
  autocomplete: async (q, limit) => searchGazetteer(q, limit).map(toPrediction),
  details: async (placeId) => {
    const place = gazetteerPlace(placeId);
    return place ? toDetails(place) : null;
  },
  geocode: async (address) => {
    const place = geocodeGazetteer(address);
    return place ? toGeocodeResult(place) : null;
  },
  reverse: async (lat, lng) => {
    const place = reverseGazetteer(lat, lng);
    return place ? toGeocodeResult(place) : null;
  },
};
