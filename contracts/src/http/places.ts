import { z } from 'zod';
import { singleLineText } from '../common/text.js';

/**
 * Chilean place suggestions (spec §7 "Maps service autocomplete", §3 "Place prediction"), served
 * by the BFF from Google Maps when configured, else from the embedded gazetteer:
 * `GET /api/places/autocomplete?q=&limit=` → `PlacePredictionsResponse`,
 * `GET /api/places/:placeId` → `PlaceDetails`.
 */
export const PlacePrediction = z.object({
  placeId: z.string().min(1),
  description: z.string(),
  mainText: z.string(),
  secondaryText: z.string(),
});
export type PlacePrediction = z.infer<typeof PlacePrediction>;

export const PlaceAutocompleteQuery = z
  .object({
    q: singleLineText({ min: 1, max: 100 }),
    limit: z.coerce.number().int().min(1).max(10).default(5),
  })
  .strict();

export const PlacePredictionsResponse = z.object({ predictions: z.array(PlacePrediction) });
export type PlacePredictionsResponse = z.infer<typeof PlacePredictionsResponse>;

export const PlaceIdParams = z.object({ placeId: z.string().min(1).max(200) }).strict();

export const PlaceDetails = z.object({
  placeId: z.string(),
  name: z.string(),
  formattedAddress: z.string(),
  /** The comuna or city, and its region, as a listing's `city` and `region`. */
  city: z.string(),
  region: z.string(),
  lat: z.number(),
  lng: z.number(),
  types: z.array(z.string()),
});
export type PlaceDetails = z.infer<typeof PlaceDetails>;

/**
 * `GET /api/maps/config`: which basemap the web's maps draw. Null: the embedded offline map of
 * Chile (no tile server needed).
 */
export const MapConfig = z.object({ styleUrl: z.url().nullable() });
export type MapConfig = z.infer<typeof MapConfig>;

/**
 * `GET /api/places/geocode?address=`: a typed destination without a chosen suggestion (spec §5
 * "Geocoding"). Chile first, preferring a locality, then administrative levels 1 to 3, then a
 * sublocality or neighbourhood, then the country; retried without the country on no result.
 * 404 when nothing is found (the web then says 'Please select a valid city, region, or country
 * from the suggestions.').
 */
export const GeocodeQuery = z.object({ address: singleLineText({ min: 1, max: 200 }) }).strict();

/** Which kind of place answered: the web searches a wider radius around a region or country. */
export const PlaceKind = z.enum(['locality', 'region', 'neighbourhood', 'country']);
export type PlaceKind = z.infer<typeof PlaceKind>;

export const GeocodeResult = PlaceDetails.extend({ kind: PlaceKind });
export type GeocodeResult = z.infer<typeof GeocodeResult>;

/**
 * `GET /api/places/reverse?lat=&lng=`: the place name for 'Use current location' (spec §7
 * "Reverse geocoding"): Google when configured, else the nearest place of the gazetteer. 404 when
 * no place is near (farther than 100 km from any place the gazetteer knows).
 */
export const ReverseGeocodeQuery = z
  .object({
    lat: z.coerce.number().min(-90).max(90),
    lng: z.coerce.number().min(-180).max(180),
  })
  .strict();
export const ReverseGeocodeResult = GeocodeResult;
export type ReverseGeocodeResult = GeocodeResult;
