import {
  AMENITY_IDS,
  PHOTO_LIMITS,
  type AmenityId,
  type ImportedProperty,
  type ListingType,
  type RefundPolicy,
} from '@arrendo/contracts';
import {
  PLACES,
  type Place,
  demoDetails,
  HOME_PROFILES,
  EXPERIENCE_PROFILES,
  placement,
  type Profile,
  PRICE_BOUNDS,
} from '@arrendo/seed/catalogue';
import { type ImageSpec, TIMES_OF_DAY } from '@arrendo/seed/images';
import { createRng, type Rng } from '@arrendo/seed';
import { placePicker, pointIn, type BenchPlace, type Landscape } from './places.js';

/**
 * Bump when anything below changes what is generated: a database marked with another version is
 * dropped and generated again (the figures must describe the data this code makes).
 */
export const GENERATOR_VERSION = 'bench-v1';

export const BENCH_LISTINGS_DEFAULT = 100_000;
/** Stand-in hosts (the listing service only stores their ids); ~20 listings each. */
export const BENCH_HOSTS = 5000;
export const IMAGE_SIZE = { width: 1200, height: 800 } as const;

export interface BenchListing {
  property: ImportedProperty;
  place: BenchPlace;
  /** Photos are shared by listings of the same kind and landscape: `imagePool` names the set. */
  imagePool: string;
}

/** A generic sight per landscape, for places the demo gazetteer has no landmark for. */
const LANDMARKS: Record<Landscape, string> = {
  city: 'el centro',
  coast: 'el mar',
  andes: 'la cordillera',
  lakes: 'el lago',
  desert: 'el desierto',
  valley: 'los cerros',
};

const seedPlaceByName = new Map(PLACES.map((p) => [p.name, p]));

function hostIds(): string[] {
  const rng = createRng(`${GENERATOR_VERSION}:hosts`);
  return Array.from({ length: BENCH_HOSTS }, () => rng.uuid());
}

function fill(template: string, place: Place, bedrooms: number): string {
  return template
    .replaceAll('{place}', place.name)
    .replaceAll('{city}', place.city)
    .replaceAll('{landmark}', place.landmark)
    .replaceAll('{bedrooms}', bedrooms === 1 ? '1 dormitorio' : `${bedrooms} dormitorios`)
    .replace(/\bde el\b/g, 'del')
    .replace(/\ba el\b/g, 'al');
}

/** The demo seed's view of a place (its detail and highlight helpers take one). */
function asSeedPlace(place: BenchPlace): Place {
  const known = seedPlaceByName.get(place.name);
  return {
    name: place.name,
    city: place.city,
    region: place.region,
    lat: place.lat,
    lng: place.lng,
    landscape: place.landscape,
    landmark: known?.landmark ?? LANDMARKS[place.landscape],
    weight: 1,
    priceFactor: place.priceFactor,
    timeZone: place.timeZone,
  };
}

function pickProfile(rng: Rng, type: ListingType, landscape: Landscape): Profile {
  const all = type === 'home' ? HOME_PROFILES : EXPERIENCE_PROFILES;
  // A beach house belongs on the coast: keep to the profiles that fit the place when any does.
  const fitting = all.filter((p) => p.landscapes.length === 0 || p.landscapes.includes(landscape));
  const pool = fitting.length > 0 ? fitting : all;
  const total = pool.reduce((sum, p) => sum + p.count, 0);
  let r = rng.next() * total;
  for (const profile of pool) {
    r -= profile.count;
    if (r < 0) return profile;
  }
  return pool[pool.length - 1] as Profile;
}

function priceOf(rng: Rng, profile: Profile, place: BenchPlace): number {
  const [lo, hi] = profile.price;
  const bounds = PRICE_BOUNDS[profile.type];
  // Skewed low: most listings sit in the cheaper half of their kind's range.
  const raw = (lo + rng.next() ** 1.6 * (hi - lo)) * place.priceFactor;
  const rounded = Math.round(raw / bounds.step) * bounds.step;
  return Math.min(bounds.max, Math.max(bounds.min, rounded));
}

/** 15% new listings without reviews; the rest mostly 4.5–5.0, as real marketplaces look. */
function ratingOf(rng: Rng): { rating: number; reviewCount: number } {
  if (rng.chance(0.15)) return { rating: 0, reviewCount: 0 };
  const rating = Math.round((5 - 1.2 * rng.next() ** 2.2) * 100) / 100;
  return { rating, reviewCount: rng.int(1, 40) + (rating > 4.6 ? rng.int(0, 250) : 0) };
}

export function imageUrl(publicMediaBase: string, pool: string, n: number): string {
  return `${publicMediaBase}/bench/${pool}/${n}.svg`;
}

/** The illustrations of one photo pool, rendered once into the bench's media folder. */
export function imagePoolSpecs(pool: string): ImageSpec[] {
  const [subcategory, landscape] = pool.split('--') as [string, Landscape];
  const profile = [...HOME_PROFILES, ...EXPERIENCE_PROFILES].find(
    (p) => p.subcategory === subcategory,
  );
  if (!profile) throw new Error(`no profile for photo pool ${pool}`);
  return Array.from({ length: PHOTO_LIMITS.minForPublish }, (_, n) => ({
    scene: profile.scenes[n % profile.scenes.length] as ImageSpec['scene'],
    landscape,
    timeOfDay: TIMES_OF_DAY[n % TIMES_OF_DAY.length] ?? 'day',
    seed: `${GENERATOR_VERSION}:${pool}:${n + 1}`,
  }));
}

export interface ListingGenerator {
  /** Listing `index` (0-based): the same listing for the same index on every machine. */
  listing(index: number): BenchListing;
}

/**
 * Listings for the benchmark: even indexes are homes, odd ones hourly spaces; places over Chile
 * by population (45% Greater Santiago); the demo seed's profiles for titles, amenities, price
 * ranges, capacity and rooms; the seed's detail helper for highlights, fees and times.
 */
export function listingGenerator(options: {
  now: Date;
  publicMediaBase: string;
}): ListingGenerator {
  const pickPlace = placePicker();
  const hosts = hostIds();
  return {
    listing(index) {
      const rng = createRng(`${GENERATOR_VERSION}:listing:${index}`);
      const id = rng.uuid();
      const type: ListingType = index % 2 === 0 ? 'home' : 'experience';
      const place = pickPlace(rng);
      const seedPlace = asSeedPlace(place);
      const profile = pickProfile(rng, type, place.landscape);
      const bedrooms = rng.int(profile.bedrooms[0], profile.bedrooms[1]);
      const amenities: AmenityId[] = rng
        .sample(
          profile.amenities,
          rng.int(Math.min(3, profile.amenities.length), profile.amenities.length),
        )
        .filter((a) => a !== 'pets-allowed');
      if (rng.chance(type === 'home' ? 0.25 : 0.1)) amenities.push('pets-allowed');
      amenities.sort(
        (a: AmenityId, b: AmenityId) => AMENITY_IDS.indexOf(a) - AMENITY_IDS.indexOf(b),
      );
      const details = demoDetails(id, type, profile.subcategory, seedPlace, bedrooms, amenities);
      const { lat, lng } = pointIn(rng, place);
      const imagePool = `${profile.subcategory}--${place.landscape}`;
      const { rating, reviewCount } = ratingOf(rng);
      const createdAt = options.now.getTime() - rng.int(1, 730 * 24 * 60) * 60_000;
      const property: ImportedProperty = {
        id,
        hostId: rng.pick(hosts),
        title: fill(rng.pick(profile.titles), seedPlace, bedrooms).slice(0, 120),
        description: `${rng.pick(profile.intros)} Está en ${place.name}, ${place.region}.`,
        listingType: type,
        ...placement(profile),
        highlights: details.highlights,
        location: place.greaterSantiago
          ? `${place.name}, Santiago`
          : `${place.name}, ${place.region}`,
        city: place.city,
        region: place.region,
        address: details.address,
        lat,
        lng,
        timeZone: place.timeZone,
        price: { amount: priceOf(rng, profile, place), currency: 'CLP' },
        extraFees: details.extraFees,
        maxGuests: Math.max(rng.int(profile.guests[0], profile.guests[1]), bedrooms * 2),
        sizeM2: details.sizeM2,
        bedrooms,
        beds: details.beds,
        bathrooms: rng.int(profile.bathrooms[0], profile.bathrooms[1]),
        checkInTime: details.checkInTime,
        checkOutTime: details.checkOutTime,
        sessionHours: details.sessionHours,
        minHours: details.minHours,
        amenities,
        houseRules: details.houseRules,
        images: Array.from({ length: PHOTO_LIMITS.minForPublish }, (_, n) => ({
          url: imageUrl(options.publicMediaBase, imagePool, n + 1),
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
        rating,
        reviewCount,
        createdAt: new Date(createdAt).toISOString(),
      };
      return { property, place, imagePool };
    },
  };
}
