import { AdminListingDetail } from '@arrendo/contracts';
import { describe, expect, it } from 'vitest';
import type { PropertyRow } from '../db/types.js';
import { toAdminListingDetail } from './admin-listing-mapper.js';

const CREATED = new Date('2027-01-05T12:00:00.000Z');

/** The columns the admin view reads, as pg hands them back (bigint as a string). */
function row(overrides: Partial<PropertyRow> = {}): PropertyRow {
  return {
    id: '7c1d3a52-9f0e-4c1b-8a57-2f1f0e3a9b10',
    host_id: '0b9f2f0e-7d4a-4f4e-9a51-3f1f8e6c2b10',
    title: 'Depto luminoso',
    listing_type: 'home',
    status: 'published',
    city: 'Santiago',
    location: 'Providencia, Santiago',
    region: 'Región Metropolitana',
    price_amount: '45000',
    photos: [],
    created_at: CREATED,
    updated_at: CREATED,
    published_at: CREATED,
    deleted_at: null,
    host_suspended: false,
    admin_unlisted_at: null,
    admin_unlist_reason: null,
    admin_unlisted_by: null,
    ...overrides,
  } as PropertyRow;
}

describe('the admin view of a listing (decision 0049)', () => {
  it('is visible only while published, not unlisted by an admin and its host not suspended', () => {
    const listed = toAdminListingDetail(row());
    expect(AdminListingDetail.safeParse(listed).success).toBe(true);
    expect(listed).toMatchObject({
      visible: true,
      adminUnlist: null,
      price: { amount: 45_000, currency: 'CLP' },
      photoCount: 0,
    });
    expect(toAdminListingDetail(row({ status: 'unlisted' })).visible).toBe(false);
    expect(toAdminListingDetail(row({ host_suspended: true })).visible).toBe(false);
    const unlisted = toAdminListingDetail(
      row({
        admin_unlisted_at: CREATED,
        admin_unlist_reason: 'Copied photos',
        admin_unlisted_by: '5d7e0c1e-3a4b-4c5d-8e9f-0a1b2c3d4e5f',
      }),
    );
    expect(unlisted).toMatchObject({
      visible: false,
      status: 'published',
      adminUnlist: { at: CREATED.toISOString(), reason: 'Copied photos' },
    });
  });

  it('shows a draft with nothing filled in', () => {
    const draft = toAdminListingDetail(
      row({
        status: 'draft',
        title: null,
        listing_type: null,
        price_amount: null,
        published_at: null,
      }),
    );
    expect(AdminListingDetail.safeParse(draft).success).toBe(true);
    expect(draft).toMatchObject({ title: null, price: null, publishedAt: null, visible: false });
  });
});
