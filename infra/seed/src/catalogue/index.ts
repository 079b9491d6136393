// The demo catalogue's building blocks (`@arrendo/seed/catalogue`), for the load test's dataset,
// which spreads many more listings over the same places, kinds and price ranges.
export { PRICE_BOUNDS } from './catalogue.js';
export { demoDetails } from './details.js';
export { PLACES, type Landscape, type Place } from './gazetteer.js';
export { EXPERIENCE_PROFILES } from './profiles/experiences/index.js';
export { HOME_PROFILES } from './profiles/homes.js';
export { placement, type Profile } from './profiles/profile.js';
