import type {
  AmenityId,
  ExtraFee,
  ListingType,
  StayHighlightId,
  SubcategoryId,
} from '@arrendo/contracts';
import { createRng } from '../prng.js';
import type { Place } from './gazetteer.js';
import { CATALOGUE_SEED } from './seed.js';

/**
 * The wizard fields the demo catalogue gained with issue 8 (address, highlights, fees, times…).
 * Drawn from a generator of their own, seeded by the listing id, so the main sequence, and with
 * it every listing's id, title and photos, stays what it was before these fields existed.
 */
export interface DemoDetails {
  address: string;
  highlights: StayHighlightId[];
  extraFees: ExtraFee[];
  beds: number;
  sizeM2: number | null;
  checkInTime: string | null;
  checkOutTime: string | null;
  sessionHours: number | null;
  minHours: number | null;
  houseRules: string;
}

// Street names found in most Chilean comunas: plausible anywhere, never a real person's door.
const STREETS = [
  'Avenida Libertador Bernardo O’Higgins',
  'Los Aromos',
  'Las Acacias',
  'Avenida Los Carrera',
  'Esmeralda',
  'Arturo Prat',
  'Manuel Rodríguez',
  'Los Alerces',
  'Avenida Independencia',
  'Pedro de Valdivia',
  'Los Boldos',
  'Gabriela Mistral',
  'Avenida Costanera',
  'Los Canelos',
  'Baquedano',
] as const;

const BY_LANDSCAPE: Record<Place['landscape'], StayHighlightId[]> = {
  city: ['amazing-views'],
  coast: ['beachfront', 'amazing-views'],
  andes: ['amazing-views', 'cabins', 'countryside'],
  lakes: ['lakefront', 'cabins'],
  desert: ['domes', 'omg', 'amazing-views'],
  valley: ['vineyards', 'countryside', 'farms'],
};

const BY_SUBCATEGORY: Partial<Record<SubcategoryId, StayHighlightId[]>> = {
  outdoor: ['domes', 'treehouses', 'containers'],
  house: ['countryside'],
};

const HOME_RULES = [
  'No se permite fumar dentro. Silencio desde las 23:00.',
  'No se permiten fiestas ni eventos. Respeta a los vecinos.',
  'Deja la loza lavada y la basura en los contenedores.',
];
const SPACE_RULES = [
  'Deja el espacio como lo encontraste. No se permite fumar.',
  'El volumen de la música baja a las 22:00. Respeta los horarios reservados.',
  'No se permite comida en la sala. Uso de calzado adecuado.',
];

export function demoDetails(
  id: string,
  type: ListingType,
  subcategory: SubcategoryId,
  place: Place,
  bedrooms: number,
  amenities: readonly AmenityId[],
): DemoDetails {
  const rng = createRng(`${CATALOGUE_SEED}:details:${id}`);
  const street = rng.pick(STREETS);
  const address = `${street} ${rng.int(100, 4999)}, ${place.name}`;
  if (type === 'experience') {
    const sessionHours = rng.pick([2, 3, 4, 4, 6, 8]);
    return {
      address,
      highlights: [],
      extraFees: rng.chance(0.25) ? [{ name: 'Limpieza', amount: rng.int(2, 8) * 5000 }] : [],
      beds: 0,
      sizeM2: rng.int(4, 60) * 10,
      checkInTime: null,
      checkOutTime: null,
      sessionHours,
      minHours: Math.min(sessionHours, rng.pick([1, 2, 2, 3])),
      houseRules: rng.pick(SPACE_RULES),
    };
  }
  const candidates = [
    ...(BY_SUBCATEGORY[subcategory] ?? []),
    ...BY_LANDSCAPE[place.landscape],
    ...(amenities.includes('garden') ? (['countryside'] as const) : []),
  ].filter((h, i, all) => all.indexOf(h) === i);
  const highlights = rng.sample(candidates, rng.int(0, Math.min(3, candidates.length)));
  return {
    address,
    highlights,
    extraFees: rng.chance(0.5) ? [{ name: 'Limpieza', amount: rng.int(3, 12) * 5000 }] : [],
    beds: Math.max(1, bedrooms + rng.int(0, 2)),
    sizeM2: Math.max(25, bedrooms * rng.int(25, 45) + rng.int(10, 30)),
    checkInTime: rng.pick(['14:00', '15:00', '15:00', '16:00']),
    checkOutTime: rng.pick(['10:00', '11:00', '11:00', '12:00']),
    sessionHours: null,
    minHours: null,
    houseRules: rng.pick(HOME_RULES),
  };
}
