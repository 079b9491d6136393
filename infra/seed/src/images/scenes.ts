import type { ExteriorKind } from './exteriors/index.js';
import type { InteriorKind } from './interiors/index.js';

/** What one listing photo shows. */
export type SceneKind = ExteriorKind | InteriorKind;

export const EXTERIOR_SCENES: readonly ExteriorKind[] = [
  'building',
  'house',
  'storefront',
  'outdoor',
  'terrace',
  'parking',
  'pool',
  'tennis',
  'padel',
  'basketball',
  'soccer',
  'futbolito',
  'golf',
  'view',
];

export const INTERIOR_SCENES: readonly InteriorKind[] = [
  'living',
  'bedroom',
  'kitchen',
  'studio',
  'recording',
  'film',
  'theater',
  'workshop',
  'hall',
  'restaurant',
  'bar',
  'office',
  'clinic',
  'salon',
  'warehouse',
  'gym',
  'spa',
  'holistic',
];

export function isExterior(scene: SceneKind): scene is ExteriorKind {
  return (EXTERIOR_SCENES as readonly string[]).includes(scene);
}
