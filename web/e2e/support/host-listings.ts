import { randomUUID } from 'node:crypto';
import { expect, type APIRequestContext } from '@playwright/test';
import { CSRF } from './auth.js';
import { makePng } from './png.js';

// A host's listing made through the documented HTTP API (contracts/src/http/listings.ts), for
// specs about what comes after the wizard. `request` must be signed in as the host.

export interface HostListing {
  id: string;
  title: string;
}

/** A per-day home with every field a published listing needs. */
export function completeHomeFields(title: string) {
  return {
    category: 'stay',
    subcategory: 'apartment',
    maxGuests: 3,
    sizeM2: 55,
    bedrooms: 1,
    beds: 2,
    bathrooms: 1,
    checkInTime: '15:00',
    checkOutTime: '11:00',
    address: 'José Victorino Lastarria 70',
    location: 'Santiago Centro, Santiago',
    city: 'Santiago',
    region: 'Región Metropolitana',
    lat: -33.4372,
    lng: -70.6404,
    amenities: ['wifi'],
    title,
    description:
      'A bright apartment a short walk from Cerro Santa Lucía, with a balcony over the park and a kitchen for longer stays.',
    houseRules: 'No parties.',
    hostInstructions: 'The concierge has the keys.',
    price: 45000,
    extraFees: [],
    refundPolicy: 'flexible',
    instantBook: true,
  };
}

export async function createDraft(request: APIRequestContext): Promise<string> {
  const id = randomUUID();
  const created = await request.post('/api/host/listings', {
    headers: CSRF,
    data: { id, listingType: 'home' },
  });
  expect(created.status(), await created.text()).toBe(201);
  return id;
}

export async function uploadPhotos(request: APIRequestContext, id: string, count: number) {
  for (let i = 0; i < count; i += 1) {
    const uploaded = await request.post(`/api/host/listings/${id}/photos`, {
      headers: CSRF,
      multipart: {
        photo: {
          name: `photo-${i + 1}.png`,
          mimeType: 'image/png',
          buffer: makePng(800, 600, i),
        },
      },
    });
    expect(uploaded.status(), await uploaded.text()).toBe(201);
  }
}

export type HomeFields = ReturnType<typeof completeHomeFields>;

/** A published per-day listing of the signed-in host, with five photos. */
export async function createPublishedListing(
  request: APIRequestContext,
  title: string,
  overrides: Partial<HomeFields> = {},
): Promise<HostListing> {
  const id = await createDraft(request);
  const saved = await request.patch(`/api/host/listings/${id}`, {
    headers: CSRF,
    data: { ...completeHomeFields(title), ...overrides },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  await uploadPhotos(request, id, 5);
  const published = await request.post(`/api/host/listings/${id}/publish`, { headers: CSRF });
  expect(published.status(), await published.text()).toBe(200);
  return { id, title };
}
