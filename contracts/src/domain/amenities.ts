import { z } from 'zod';

/** Spec §3 "Amenities (id, by group)". Labels live in the web catalogues under `amenities.<id>`. */
export const AMENITY_GROUPS = {
  essentials: [
    'wifi',
    'tv',
    'kitchen',
    'air-conditioning',
    'heating',
    'private-bathroom',
    'workspace',
    '24-7-access',
  ],
  features: [
    'parking',
    'projector',
    'sound-system',
    'cleaning',
    'coffee-maker',
    'reception',
    'bike-rack',
    'common-area',
  ],
  furniture: ['tables', 'chairs', 'sofa', 'whiteboard', 'shelves', 'hanger', 'utensils'],
  lighting: [
    'natural-light',
    'skylight',
    'blackout-curtains',
    'lighting-gear',
    'lighted-mirror',
    'mirror',
    'softbox',
  ],
  space: [
    'terrace',
    'garden',
    'universal-access',
    'changing-room',
    'soundproofing',
    'mail-service',
    'security',
    'pets-allowed',
  ],
} as const;

export type AmenityGroupId = keyof typeof AMENITY_GROUPS;
export type AmenityId = (typeof AMENITY_GROUPS)[AmenityGroupId][number];

export const AMENITY_GROUP_IDS = Object.keys(AMENITY_GROUPS) as AmenityGroupId[];
export const AMENITY_IDS = Object.values(AMENITY_GROUPS).flat() as AmenityId[];
export const Amenity = z.enum(AMENITY_IDS as [AmenityId, ...AmenityId[]]);
