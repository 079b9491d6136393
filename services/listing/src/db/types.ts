import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';

/**
 * pg returns `bigint` and `numeric` as strings (they may not fit a JS number); the mapper
 * converts them, so reads are typed `string | number` and writes accept numbers.
 */
type PgNumeric = ColumnType<string | number, number | string, number | string>;

export interface PropertiesTable {
  id: string;
  host_id: string;
  title: string;
  description: string;
  listing_type: 'home' | 'experience';
  category: string;
  subcategory: string;
  location: string;
  city: string;
  region: string;
  lat: number;
  lng: number;
  time_zone: Generated<string>;
  price_amount: PgNumeric;
  price_currency: Generated<string>;
  max_guests: number;
  bedrooms: number;
  bathrooms: number;
  amenities: string[];
  images: string[];
  refund_policy: 'flexible' | 'moderate' | 'strict';
  instant_book: boolean;
  pets_allowed: boolean;
  rating: ColumnType<string | number, number | string | undefined, number | string>;
  review_count: Generated<number>;
  status: 'draft' | 'published' | 'archived';
  created_at: ColumnType<Date, Date | string | undefined, Date | string>;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface DB {
  properties: PropertiesTable;
}

export type PropertyRow = Selectable<PropertiesTable>;
export type NewPropertyRow = Insertable<PropertiesTable>;
