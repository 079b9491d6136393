/**
 * The root of every random draw in the demo catalogue. Changing it changes every id, title and
 * photo, so a database seeded before would get a second catalogue beside the first.
 */
export const CATALOGUE_SEED = 'arrendo-demo-v1';
