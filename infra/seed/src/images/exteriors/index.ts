import type { Rng } from '../../prng.js';
import type { TimeOfDay } from '../sky.js';
import { building, house, storefront } from './buildings.js';
import { court } from './courts.js';
import { golf, outdoor, parking, pool, terrace, view } from './grounds.js';

/** What an outside photo shows; drawn over the landscape backdrop. */
export type ExteriorKind =
  | 'building'
  | 'house'
  | 'storefront'
  | 'outdoor'
  | 'terrace'
  | 'parking'
  | 'pool'
  | 'tennis'
  | 'padel'
  | 'basketball'
  | 'soccer'
  | 'futbolito'
  | 'golf'
  | 'view';

export function exteriorScene(kind: ExteriorKind, rng: Rng, tod: TimeOfDay): string {
  switch (kind) {
    case 'building':
      return building(rng, tod);
    case 'house':
      return house(rng, tod);
    case 'storefront':
      return storefront(rng, tod);
    case 'outdoor':
      return outdoor(rng, tod);
    case 'terrace':
      return terrace(rng, tod);
    case 'parking':
      return parking(rng, tod);
    case 'pool':
      return pool(rng, tod);
    case 'golf':
      return golf(rng, tod);
    case 'view':
      return view(rng, tod);
    default:
      return court(kind, rng, tod);
  }
}
