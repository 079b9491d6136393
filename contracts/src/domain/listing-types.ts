import { z } from 'zod';

/** `home` is rented per day (stays), `experience` per hour (studios, halls, courts…). */
export const ListingType = z.enum(['home', 'experience']);
export type ListingType = z.infer<typeof ListingType>;

export const PriceUnit = z.enum(['day', 'hour']);
export type PriceUnit = z.infer<typeof PriceUnit>;

export const PRICE_UNIT_BY_LISTING_TYPE: Record<ListingType, PriceUnit> = {
  home: 'day',
  experience: 'hour',
};

/** The URL's search mode (`type=day|hour`) ↔ listing type. */
export const LISTING_TYPE_BY_SEARCH_MODE: Record<PriceUnit, ListingType> = {
  day: 'home',
  hour: 'experience',
};
