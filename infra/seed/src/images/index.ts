// The demo photos (`@arrendo/seed/images`): drawn from a spec, written as a listing's image set.
export { renderListingImage, type ImageSpec } from './render.js';
export { TIMES_OF_DAY } from './sky.js';
export { writeImageSet } from './write-images.js';
