import type { Rng } from '../../prng.js';

export const WOODS = ['#a0714f', '#c39a6b', '#8a5a3b', '#d2b48c'];
export const FABRICS = [
  '#4f6d7a',
  '#c06c84',
  '#6c8a5a',
  '#e0a458',
  '#7d5ba6',
  '#3e5c76',
  '#b85c38',
];

/** The colours one room is furnished in, so no two rooms look alike. */
export interface RoomPalette {
  wood: string;
  fabric: string;
  accent: string;
}

/** Draws the props of one kind of room: wall 0..560, floor 560..800, a window on the right. */
export type Room = (palette: RoomPalette, rng: Rng) => string;

/** Picked before the room's own draws: the order of draws is part of each image's identity. */
export function pickPalette(rng: Rng): RoomPalette {
  const wood = rng.pick(WOODS);
  const fabric = rng.pick(FABRICS);
  const accent = rng.pick(FABRICS);
  return { wood, fabric, accent };
}
