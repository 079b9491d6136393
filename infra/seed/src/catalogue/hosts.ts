import { CATALOGUE_SEED } from './seed.js';
import { createRng } from '../prng.js';

const HOST_COUNT = 40;

/**
 * The demo hosts' ids: stable uuids that are not identity users yet. The seed's hosts step will
 * replace them with users made through identity's commands; the catalogue only needs the list.
 */
export const DEMO_HOST_IDS: readonly string[] = (() => {
  const rng = createRng(`${CATALOGUE_SEED}:hosts`);
  return Array.from({ length: HOST_COUNT }, () => rng.uuid());
})();
