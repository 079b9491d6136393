import { randomUUID } from 'node:crypto';
import {
  ListingRpc,
  type Actor,
  type Listing,
  type ListingPatch,
  type StoredPhoto,
} from '@arrendo/contracts';
import type { ListingUnderTest } from './support.js';

/** What the helpers need of a running listing service (ListingUnderTest, SearchHarness). */
type Listings = Pick<ListingUnderTest, 'client' | 'db'>;

/** Every field a home needs to publish (photos come separately). */
export const COMPLETE_HOME: ListingPatch = {
  listingType: 'home',
  category: 'stay',
  subcategory: 'apartment',
  highlights: [],
  maxGuests: 4,
  sizeM2: 70,
  bedrooms: 2,
  beds: 2,
  bathrooms: 1,
  checkInTime: '15:00',
  checkOutTime: '11:00',
  address: 'Av. Providencia 1234, depto 56',
  location: 'Providencia, Santiago',
  city: 'Santiago',
  region: 'Región Metropolitana',
  lat: -33.4263,
  lng: -70.61,
  amenities: ['wifi', 'pets-allowed'],
  title: 'Depto luminoso en Providencia',
  description:
    'Departamento recién renovado, cerca del metro y de cafés, con vista a la cordillera y luz todo el día.',
  houseRules: 'No fumar.',
  hostInstructions: 'La llave está en conserjería.',
  price: 45_000,
  extraFees: [{ name: 'Limpieza', amount: 15_000 }],
  refundPolicy: 'moderate',
  instantBook: true,
};

export const hostActor = (userId: string = randomUUID()): Actor => ({ userId, roles: [] });

/** Photos as the photo RPCs would store them; written directly (they are another engineer's). */
export async function givePhotos(listing: Listings, id: string, count = 5): Promise<void> {
  const photos: StoredPhoto[] = Array.from({ length: count }, (_, i) => ({
    id: randomUUID(),
    url: `/media/listings/${id}/${i}.webp`,
    width: 1600,
    height: 1067,
    variants: [{ url: `/media/listings/${id}/${i}-320.webp`, width: 320 }],
    placeholder: null,
    keys: [`listings/${id}/${i}.webp`],
  }));
  await listing.db
    .updateTable('properties')
    .set({ photos: JSON.stringify(photos) })
    .where('id', '=', id)
    .execute();
}

/** A draft with everything it needs to publish, owned by `host`. */
export async function completeDraft(listing: Listings, host: Actor): Promise<Listing> {
  const id = randomUUID();
  await listing.client.call(ListingRpc.createListing, { id, listingType: 'home' }, { actor: host });
  await givePhotos(listing, id);
  return listing.client.call(
    ListingRpc.updateListing,
    { id, patch: COMPLETE_HOME },
    { actor: host },
  );
}

/** A complete listing, published by its host. */
export async function publishedListing(listing: Listings, host: Actor): Promise<Listing> {
  const draft = await completeDraft(listing, host);
  return listing.client.call(ListingRpc.publishListing, { id: draft.id }, { actor: host });
}
