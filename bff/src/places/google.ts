import { z } from 'zod';
import { AppError } from '@arrendo/contracts';
import type { PlaceDetails, PlacePrediction } from '@arrendo/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { isGazetteerId } from './gazetteer.js';
import type { PlacesProvider } from './provider.js';

export interface GooglePlacesOptions {
  apiKey: string;
  /** `https://maps.googleapis.com`; tests point it at a local server. */
  baseUrl: string;
  /** A slow Google must not hold a keystroke's suggestions: past this, the gazetteer answers. */
  timeoutMs: number;
  fallback: PlacesProvider;
  log: Pick<FastifyBaseLogger, 'warn'>;
  fetch?: typeof fetch;
}

// Only the fields we read; Google adds more over time.
const GoogleStatus = z.string();
const AutocompleteAnswer = z.object({
  status: GoogleStatus,
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
const AddressComponent = z.object({ long_name: z.string(), types: z.array(z.string()) });
const DetailsAnswer = z.object({
  status: GoogleStatus,
  result: z
    .object({
      place_id: z.string(),
      name: z.string(),
      formatted_address: z.string().default(''),
      geometry: z.object({ location: z.object({ lat: z.number(), lng: z.number() }) }),
      address_components: z.array(AddressComponent).default([]),
      types: z.array(z.string()).default([]),
    })
    .optional(),
});

class GoogleAnswerError extends Error {}

function component(
  components: z.infer<typeof AddressComponent>[],
  ...types: string[]
): string | undefined {
  for (const type of types) {
    const found = components.find((c) => c.types.includes(type));
    if (found) return found.long_name;
  }
  return undefined;
}

/** Google's region names carry a prefix the listing forms do not ("Región de Valparaíso"). */
function shortRegion(name: string): string {
  if (/metropolitana/i.test(name)) return 'Región Metropolitana';
  return name.replace(/^Regi[oó]n (de(l)? )?(la |los )?/i, '').trim() || name;
}

/**
 * The Places API (autocomplete and details, legacy JSON endpoints) limited to Chilean cities.
 * Any failure of Google (network, timeout, quota, a refused key) falls back to the gazetteer for
 * suggestions, so typing a place never breaks; details of one of Google's ids cannot, and answer
 * 503. Our own gazetteer ids resolve locally whichever provider made them.
 */
export function googlePlacesProvider(options: GooglePlacesOptions): PlacesProvider {
  const doFetch = options.fetch ?? fetch;

  async function call(path: string, params: Record<string, string>): Promise<unknown> {
    const url = new URL(path, options.baseUrl);
    for (const [k, v] of Object.entries(params)) url.searchParams.set(k, v);
    url.searchParams.set('key', options.apiKey);
    const res = await doFetch(url, { signal: AbortSignal.timeout(options.timeoutMs) });
    if (!res.ok) throw new GoogleAnswerError(`Google Places answered HTTP ${res.status}`);
    return res.json();
  }

  return {
    name: 'google',
    async autocomplete(q, limit): Promise<PlacePrediction[]> {
      try {
        const answer = AutocompleteAnswer.parse(
          await call('/maps/api/place/autocomplete/json', {
            input: q,
            types: '(cities)',
            components: 'country:cl',
            language: 'es',
          }),
        );
        if (answer.status === 'ZERO_RESULTS') return [];
        if (answer.status !== 'OK') throw new GoogleAnswerError(`status ${answer.status}`);
        return answer.predictions.slice(0, limit).map((p) => ({
          placeId: p.place_id,
          description: p.description,
          mainText: p.structured_formatting?.main_text ?? p.description.split(',')[0] ?? '',
          secondaryText: p.structured_formatting?.secondary_text ?? '',
        }));
      } catch (error) {
        options.log.warn({ err: error }, 'Google Places autocomplete failed: using the gazetteer');
        return options.fallback.autocomplete(q, limit);
      }
    },

    async details(placeId): Promise<PlaceDetails | null> {
      if (isGazetteerId(placeId)) return options.fallback.details(placeId);
      let answer: z.infer<typeof DetailsAnswer>;
      try {
        answer = DetailsAnswer.parse(
          await call('/maps/api/place/details/json', {
            place_id: placeId,
            fields: 'place_id,name,formatted_address,geometry/location,address_components,types',
            language: 'es',
          }),
        );
      } catch (error) {
        options.log.warn({ err: error }, 'Google Places details failed');
        throw new AppError('UNAVAILABLE', 'Place details are unavailable. Please try again.');
      }
      if (answer.status === 'NOT_FOUND' || answer.status === 'INVALID_REQUEST') return null;
      if (answer.status !== 'OK' || !answer.result) {
        options.log.warn({ status: answer.status }, 'Google Places details refused');
        throw new AppError('UNAVAILABLE', 'Place details are unavailable. Please try again.');
      }
      const r = answer.result;
      const components = r.address_components;
      const region = component(components, 'administrative_area_level_1');
      return {
        placeId: r.place_id,
        name: r.name,
        formattedAddress: r.formatted_address,
        city:
          component(components, 'locality', 'administrative_area_level_3', 'postal_town') ?? r.name,
        region: region ? shortRegion(region) : '',
        lat: r.geometry.location.lat,
        lng: r.geometry.location.lng,
        types: r.types,
      };
    },
  };
}
