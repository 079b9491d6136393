import type { Rng } from '../../prng.js';
import { bedroom, kitchen, living } from './homes.js';
import { pickPalette, type Room } from './palette.js';
import { film, recording, studio, theater } from './studios.js';
import { bar, hall, restaurant } from './venues.js';
import { gym, holistic, spa } from './wellness.js';
import { clinic, office, salon, warehouse, workshop } from './workplaces.js';

const ROOMS = {
  living,
  bedroom,
  kitchen,
  studio,
  recording,
  film,
  theater,
  workshop,
  hall,
  restaurant,
  bar,
  office,
  clinic,
  salon,
  warehouse,
  gym,
  spa,
  holistic,
} satisfies Record<string, Room>;

/** What an inside photo shows; the room's walls, floor and window are drawn around it. */
export type InteriorKind = keyof typeof ROOMS;

/** The props inside a room; colours come from the rng so no two rooms look alike. */
export function interiorProps(kind: InteriorKind, rng: Rng): string {
  return ROOMS[kind](pickPalette(rng), rng);
}
