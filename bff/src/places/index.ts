import type { FastifyBaseLogger } from 'fastify';
import type { BffEnv } from '../env.js';
import { googlePlacesProvider } from './google.js';
import { gazetteerProvider, type PlacesProvider } from './provider.js';

export type { PlacesProvider } from './provider.js';
export { gazetteerProvider } from './provider.js';
export { searchGazetteer, GAZETTEER } from '@arrendo/gazetteer';

/** Google when a key is configured, else the embedded gazetteer. */
export function createPlacesProvider(
  env: Pick<BffEnv, 'GOOGLE_MAPS_API_KEY' | 'GOOGLE_MAPS_API_URL' | 'GOOGLE_MAPS_TIMEOUT_MS'>,
  log: Pick<FastifyBaseLogger, 'warn'>,
): PlacesProvider {
  if (!env.GOOGLE_MAPS_API_KEY) return gazetteerProvider;
  return googlePlacesProvider({
    apiKey: env.GOOGLE_MAPS_API_KEY,
    baseUrl: env.GOOGLE_MAPS_API_URL,
    timeoutMs: env.GOOGLE_MAPS_TIMEOUT_MS,
    fallback: gazetteerProvider,
    log,
  });
}
