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
