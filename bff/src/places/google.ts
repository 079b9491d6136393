import { z } from 'zod';
import { Client, Language, PlaceAutocompleteType } from '@googlemaps/google-maps-services-js';
import { AppError } from '@arrendo/contracts';
import type { GeocodeResult, PlaceDetails, PlacePrediction } from '@arrendo/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { isGazetteerId } from '@arrendo/gazetteer';
import {
  pickPreferred,
  shortRegion,
  component,
  type GoogleAddressComponent,
} from './preference.js';
import type { PlacesProvider } from './provider.js';

export interface GooglePlacesOptions {
  apiKey: string;
  /** `https://maps.googleapis.com`; tests point it at a local server. */
  baseUrl: string;
  /** A slow Google must not hold a keystroke's suggestions: past this, the gazetteer answers. */
  timeoutMs: number;
  fallback: PlacesProvider;
  log: Pick<FastifyBaseLogger, 'warn'>;
}

// Only the fields we read, checked: the library's types are a promise, not a guarantee.
const AddressComponent = z.object({ long_name: z.string(), types: z.array(z.string()) });
const Location = z.object({ lat: z.number(), lng: z.number() });
const AutocompleteAnswer = z.object({
  status: z.string(),
  predictions: z
    .array(
      z.object({
        place_id: z.string().min(1),
        description: z.string(),
        structured_formatting: z
          .object({ main_text: z.string(), secondary_text: z.string().optional() })
          .optional(),
      }),
    )
    .default([]),
});
const DetailsAnswer = z.object({
  status: z.string(),
  result: z
    .object({
      place_id: z.string(),
      name: z.string(),
      formatted_address: z.string().default(''),
      geometry: z.object({ location: Location }),
      address_components: z.array(AddressComponent).default([]),
      types: z.array(z.string()).default([]),
    })
    .optional(),
});
const GeocodeAnswer = z.object({
  status: z.string(),
  results: z
    .array(
      z.object({
        place_id: z.string().min(1),
        formatted_address: z.string().default(''),
        geometry: z.object({ location: Location }),
        address_components: z.array(AddressComponent).default([]),
        types: z.array(z.string()).default([]),
      }),
    )
    .default([]),
});
type GeocodeAnswer = z.infer<typeof GeocodeAnswer>;

/**
 * The library turns a refusal in Google's body (`status: NOT_FOUND`, `OVER_QUERY_LIMIT`…) into a
 * rejected request carrying that body; this reads the status back, undefined for network errors.
 */
const RefusedRequest = z.object({
  response: z.object({ data: z.object({ status: z.string() }) }),
});
function refusal(error: unknown): string | undefined {
  const parsed = RefusedRequest.safeParse(error);
  return parsed.success ? parsed.data.response.data.status : undefined;
}

/**
 * What a log line may say about a failure: never the error itself, whose request config holds
 * the API key (in the params and the URL).
 */
const ErrorCode = z.object({ code: z.string() });
function failure(error: unknown): { reason: string; code?: string; googleStatus?: string } {
  const code = ErrorCode.safeParse(error);
  return {
    reason: error instanceof Error ? error.message : String(error),
    ...(code.success ? { code: code.data.code } : {}),
    ...(refusal(error) ? { googleStatus: refusal(error) } : {}),
  };
}

const unavailable = () =>
  new AppError('UNAVAILABLE', 'Place look-up is unavailable. Please try again.');

function toGeocodeResult(answer: GeocodeAnswer): GeocodeResult | null {
  const picked = pickPreferred(answer.results);
  if (!picked) return null;
  const { result, kind, matchedType } = picked;
  const components: GoogleAddressComponent[] = result.address_components;
  const name =
    component(components, matchedType) ?? result.formatted_address.split(',')[0]?.trim() ?? '';
  const region = component(components, 'administrative_area_level_1');
  return {
    placeId: result.place_id,
    name,
    formattedAddress: result.formatted_address,
    city:
      component(components, 'locality', 'administrative_area_level_3', 'postal_town') ??
      (kind === 'locality' ? name : ''),
    region: region ? shortRegion(region) : '',
    lat: result.geometry.location.lat,
    lng: result.geometry.location.lng,
    types: result.types,
    kind,
  };
}

/**
 * Google Maps Platform through its official library (legacy JSON endpoints): autocomplete of
 * Chilean cities, place details, geocoding and reverse geocoding, in Spanish.
 * Any failure of Google (network, timeout, quota, a refused key) falls back to the gazetteer, so
 * typing a place never breaks; only what the gazetteer cannot answer then says 503 (details of one
 * of Google's ids, an address it does not know). Our own gazetteer ids resolve locally whichever
 * provider made them. No retries: a keystroke's suggestions cannot wait for a back-off.
 */
export function googlePlacesProvider(options: GooglePlacesOptions): PlacesProvider {
  const client = new Client({
    config: { timeout: options.timeoutMs, raxConfig: { retry: 0, noResponseRetries: 0 } },
  });
  const key = options.apiKey;
  // Every call names its endpoint under GOOGLE_MAPS_API_URL (the library's own default is fixed).
  const request = (path: string) => ({
    url: new URL(path, options.baseUrl).href,
    // The axios timeout is per socket inactivity; this bounds the whole answer.
    signal: AbortSignal.timeout(options.timeoutMs),
  });

  async function geocodeOnce(address: string, inChile: boolean): Promise<GeocodeAnswer> {
    const response = await client.geocode({
      params: {
        address,
        region: 'cl',
        language: Language.es,
        ...(inChile ? { components: { country: 'CL' } } : {}),
        key,
      },
      ...request('/maps/api/geocode/json'),
    });
    return GeocodeAnswer.parse(response.data);
  }

  return {
    name: 'google',

    async autocomplete(q, limit): Promise<PlacePrediction[]> {
      try {
        const response = await client.placeAutocomplete({
          params: {
            input: q,
            types: PlaceAutocompleteType.cities,
            components: ['country:cl'],
            language: Language.es,
            key,
          },
          ...request('/maps/api/place/autocomplete/json'),
        });
        const answer = AutocompleteAnswer.parse(response.data);
        if (answer.status === 'ZERO_RESULTS') return [];
        if (answer.status !== 'OK') throw new Error(`Google answered ${answer.status}`);
        return answer.predictions.slice(0, limit).map((p) => ({
          placeId: p.place_id,
          description: p.description,
          mainText: p.structured_formatting?.main_text ?? p.description.split(',')[0] ?? '',
          secondaryText: p.structured_formatting?.secondary_text ?? '',
        }));
      } catch (error) {
        options.log.warn(failure(error), 'Google Places autocomplete failed: using the gazetteer');
        return options.fallback.autocomplete(q, limit);
      }
    },

    async details(placeId): Promise<PlaceDetails | null> {
      if (isGazetteerId(placeId)) return options.fallback.details(placeId);
      let answer: z.infer<typeof DetailsAnswer>;
      try {
        const response = await client.placeDetails({
          params: {
            place_id: placeId,
            fields: [
              'place_id',
              'name',
              'formatted_address',
              'geometry/location',
              'address_components',
              'types',
            ],
            language: Language.es,
            key,
          },
          ...request('/maps/api/place/details/json'),
        });
        answer = DetailsAnswer.parse(response.data);
      } catch (error) {
        const status = refusal(error);
        if (status === 'NOT_FOUND' || status === 'INVALID_REQUEST') return null;
        options.log.warn(failure(error), 'Google Places details failed');
        throw unavailable();
      }
      if (answer.status !== 'OK' || !answer.result) {
        options.log.warn({ status: answer.status }, 'Google Places details refused');
        throw unavailable();
      }
      const r = answer.result;
      const region = component(r.address_components, 'administrative_area_level_1');
      return {
        placeId: r.place_id,
        name: r.name,
        formattedAddress: r.formatted_address,
        city:
          component(
            r.address_components,
            'locality',
            'administrative_area_level_3',
            'postal_town',
          ) ?? r.name,
        region: region ? shortRegion(region) : '',
        lat: r.geometry.location.lat,
        lng: r.geometry.location.lng,
        types: r.types,
      };
    },

    async geocode(address): Promise<GeocodeResult | null> {
      try {
        let answer = await geocodeOnce(address, true);
        // Chile first; a place abroad (Bariloche) is only found without the restriction.
        if (answer.status === 'ZERO_RESULTS') answer = await geocodeOnce(address, false);
        if (answer.status === 'ZERO_RESULTS') return null;
        if (answer.status !== 'OK') throw new Error(`Google answered ${answer.status}`);
        return toGeocodeResult(answer);
      } catch (error) {
        options.log.warn(failure(error), 'Google geocoding failed: using the gazetteer');
        const local = await options.fallback.geocode(address);
        if (!local) throw unavailable();
        return local;
      }
    },

    async reverse(lat, lng): Promise<GeocodeResult | null> {
      try {
        const response = await client.reverseGeocode({
          params: { latlng: { lat, lng }, language: Language.es, key },
          ...request('/maps/api/geocode/json'),
        });
        const answer = GeocodeAnswer.parse(response.data);
        if (answer.status === 'ZERO_RESULTS') return null;
        if (answer.status !== 'OK') throw new Error(`Google answered ${answer.status}`);
        return toGeocodeResult(answer);
      } catch (error) {
        options.log.warn(failure(error), 'Google reverse geocoding failed: using the gazetteer');
        const local = await options.fallback.reverse(lat, lng);
        if (!local) throw unavailable();
        return local;
      }
    },
  };
}
