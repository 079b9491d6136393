import {
  AMENITY_IDS,
  PHOTO_LIMITS,
  type AmenityId,
  type ImportedProperty,
  type RefundPolicy,
} from '@arrendo/contracts';
import { demoDetails } from './details.js';
import { locationText, PLACES, type Place } from './gazetteer.js';
import type { ImageSpec } from '../images/render.js';
import { TIMES_OF_DAY } from '../images/sky.js';
import { CATALOGUE_SEED } from './seed.js';
import { createRng, type Rng } from '../prng.js';
import { PROFILES, type Profile } from './profiles/index.js';
import { placement } from './profiles/profile.js';

/** The SVG scenes' size (the images step renders them at this size). */
export const IMAGE_SIZE = { width: 1200, height: 800 } as const;

export interface DemoListing {
  /** As handed to `rpc.listing.property.import`: every demo listing is published. */
  property: ImportedProperty;
  /** One spec per entry of `property.images`, same order. */
  imageSpecs: ImageSpec[];
}

export interface CatalogueOptions {
  /** created_at values are spread over the months before this instant. */
  now: Date;
  /** URL prefix of the media folder, e.g. `/media`. */
  publicMediaBase: string;
  /**
   * Who hosts the listings, from the seed's hosts step. The same list (same length, same order)
   * gives every listing the same host on every run.
   */
  hostIds: readonly string[];
}

const DAY_MS = 86_400_000;
const SPREAD_DAYS = 180;

export const PRICE_BOUNDS = {
  home: { min: 25_000, max: 350_000, step: 1000 },
  experience: { min: 5_000, max: 120_000, step: 500 },
} as const;

export function imageUrl(publicMediaBase: string, propertyId: string, n: number): string {
  return `${publicMediaBase}/listings/${propertyId}/${n}.svg`;
}

function pickPlace(rng: Rng, profile: Profile): Place {
  const pool = profile.landscapes.length
    ? PLACES.filter((p) => profile.landscapes.includes(p.landscape))
    : PLACES;
  const total = pool.reduce((sum, p) => sum + p.weight, 0);
  let r = rng.next() * total;
  for (const p of pool) {
    r -= p.weight;
    if (r < 0) return p;
  }
  return pool[pool.length - 1] as Place;
}

function fill(template: string, place: Place, beds: number): string {
  return template
    .replaceAll('{place}', place.name)
    .replaceAll('{city}', place.city)
    .replaceAll('{landmark}', place.landmark)
    .replaceAll('{bedrooms}', beds === 1 ? '1 dormitorio' : `${beds} dormitorios`)
    .replace(/\bde el\b/g, 'del')
    .replace(/\ba el\b/g, 'al');
}

const SETTING: Record<Place['landscape'], string> = {
  city: 'Está en {place}, cerca de {landmark}, con comercio, cafés y transporte público a pasos.',
  coast: 'A minutos de la costa de {city}, cerca de {landmark}, con el mar siempre a la vista.',
  andes: 'Rodeado de cerros en {place}, con {landmark} a la vista y aire limpio de cordillera.',
  lakes: 'En {place}, muy cerca de {landmark}, con bosques y lagos del sur de Chile alrededor.',
  desert:
    'En pleno desierto, en {place}, con {landmark} en el horizonte y cielos perfectos para mirar estrellas.',
  valley: 'En {place}, cerca de {landmark}, entre viñedos, campo y cerros suaves.',
};

const CLOSING = {
  home: [
    'Check-in flexible y anfitrión atento a cualquier consulta.',
    'Ideal para descansar unos días; se entrega limpio y con ropa de cama.',
    'Respondemos rápido y te enviamos las indicaciones de llegada antes del viaje.',
  ],
  experience: [
    'Se arrienda por hora; consulta por bloques de jornada completa.',
    'Acceso fácil, apoyo del anfitrión durante la reserva y limpieza incluida.',
    'Perfecto para equipos, clases, producciones o celebraciones.',
  ],
} as const;

const AMENITY_WORDS: Partial<Record<AmenityId, string>> = {
  wifi: 'wifi rápido',
  parking: 'estacionamiento',
  terrace: 'terraza',
  garden: 'jardín',
  kitchen: 'cocina equipada',
  'air-conditioning': 'aire acondicionado',
  heating: 'calefacción',
  'sound-system': 'equipo de sonido',
  projector: 'proyector',
  'changing-room': 'camarines',
  soundproofing: 'aislación acústica',
  'natural-light': 'mucha luz natural',
  'lighting-gear': 'equipo de iluminación',
  security: 'seguridad',
  '24-7-access': 'acceso 24/7',
  reception: 'recepción',
  workspace: 'espacio de trabajo',
};

function describe(rng: Rng, profile: Profile, place: Place, amenities: AmenityId[]): string {
  const words = amenities
    .map((a) => AMENITY_WORDS[a])
    .filter((w): w is string => !!w)
    .slice(0, 3);
  const parts = [
    rng.pick(profile.intros),
    fill(SETTING[place.landscape], place, 0),
    words.length ? `Incluye ${words.join(', ').replace(/, ([^,]*)$/, ' y $1')}.` : '',
    rng.pick(CLOSING[profile.type]),
  ];
  return parts.filter(Boolean).join(' ');
}

function price(rng: Rng, profile: Profile, place: Place): number {
  const [lo, hi] = profile.price;
  const bounds = PRICE_BOUNDS[profile.type];
  const raw = (lo + rng.next() * (hi - lo)) * place.priceFactor;
  const rounded = Math.round(raw / bounds.step) * bounds.step;
  return Math.min(bounds.max, Math.max(bounds.min, rounded));
}

function range(rng: Rng, [lo, hi]: readonly [number, number]): number {
  return rng.int(lo, hi);
}

/**
 * The demo catalogue: deterministic for a given `now` (only created_at depends on it), so ids,
 * titles and images are the same on every machine and every run.
 */
export function generateCatalogue(options: CatalogueOptions): DemoListing[] {
  if (options.hostIds.length === 0) throw new Error('the demo catalogue needs at least one host');
  const rng = createRng(CATALOGUE_SEED);
  const listings: DemoListing[] = [];
  const slots = PROFILES.flatMap((profile) => Array.from({ length: profile.count }, () => profile));
  // Interleave kinds so a newest-first page mixes homes and experiences of every sort.
  const order = rng.sample(slots, slots.length);

  let previousCreatedAt = options.now.getTime() - DAY_MS;
  order.forEach((profile, index) => {
    const id = rng.uuid();
    const place = pickPlace(rng, profile);
    const bedrooms = range(rng, profile.bedrooms);
    const amenities = rng
      .sample(
        profile.amenities,
        rng.int(Math.min(4, profile.amenities.length), profile.amenities.length),
      )
      .sort((a, b) => AMENITY_IDS.indexOf(a) - AMENITY_IDS.indexOf(b));
    // The pet flag is the `pets-allowed` amenity now; the draw stays so that every later value
    // of the one seeded sequence (ids included) is what it always was.
    if (!amenities.includes('pets-allowed') && rng.chance(0.2)) {
      amenities.push('pets-allowed');
      amenities.sort((a, b) => AMENITY_IDS.indexOf(a) - AMENITY_IDS.indexOf(b));
    }
    // Published listings need the wizard's minimum of photos (so a demo host can edit one);
    // the old 3–5 draw stays for the same reason as above.
    rng.int(3, 5);
    const imageCount = PHOTO_LIMITS.minForPublish;
    const timeShift = rng.int(0, TIMES_OF_DAY.length - 1);
    const imageSpecs: ImageSpec[] = Array.from({ length: imageCount }, (_, n) => ({
      scene: profile.scenes[n % profile.scenes.length] as ImageSpec['scene'],
      landscape: place.landscape,
      timeOfDay: TIMES_OF_DAY[(n + (n === 0 ? 0 : timeShift)) % TIMES_OF_DAY.length] ?? 'day',
      seed: `${id}:${n + 1}`,
    }));
    // Every 40th listing shares its predecessor's instant: keyset paging must break the tie by id.
    const createdAt =
      index % 40 === 39
        ? previousCreatedAt
        : options.now.getTime() - rng.int(1, SPREAD_DAYS * 24 * 60) * 60_000 - rng.int(0, 999);
    previousCreatedAt = createdAt;
    const details = demoDetails(id, profile.type, profile.subcategory, place, bedrooms, amenities);
    const property: ImportedProperty = {
      id,
      hostId: rng.pick(options.hostIds),
      title: fill(rng.pick(profile.titles), place, bedrooms),
      description: describe(rng, profile, place, amenities),
      listingType: profile.type,
      ...placement(profile),
      highlights: details.highlights,
      location: locationText(place),
      city: place.city,
      region: place.region,
      address: details.address,
      lat: Math.round((place.lat + (rng.next() - 0.5) * 0.03) * 1e5) / 1e5,
      lng: Math.round((place.lng + (rng.next() - 0.5) * 0.03) * 1e5) / 1e5,
      timeZone: place.timeZone ?? 'America/Santiago',
      price: { amount: price(rng, profile, place), currency: 'CLP' },
      extraFees: details.extraFees,
      // A home sleeps at least two per bedroom; experiences have no bedrooms.
      maxGuests: Math.max(range(rng, profile.guests), bedrooms * 2),
      sizeM2: details.sizeM2,
      bedrooms,
      beds: details.beds,
      bathrooms: range(rng, profile.bathrooms),
      checkInTime: details.checkInTime,
      checkOutTime: details.checkOutTime,
      sessionHours: details.sessionHours,
      minHours: details.minHours,
      amenities,
      houseRules: details.houseRules,
      images: imageSpecs.map((_, n) => ({
        url: imageUrl(options.publicMediaBase, id, n + 1),
        ...IMAGE_SIZE,
      })),
      refundPolicy: rng.pick<RefundPolicy>([
        'flexible',
        'flexible',
        'moderate',
        'moderate',
        'strict',
      ]),
      instantBook: rng.chance(0.45),
      // No invented ratings (decision 0044): a listing's rating and count come from the
      // reviews published about it; the demo's come from the reviews step.
      rating: 0,
      reviewCount: 0,
      createdAt: new Date(createdAt).toISOString(),
    };
    listings.push({ property, imageSpecs });
  });
  return listings;
}
