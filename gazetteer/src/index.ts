// Our offline gazetteer of Chile (decision 0037): the BFF's places provider answers from it, the
// web's basemap build draws its places, and the load-test dataset spreads listings over them.
export {
  GAZETTEER,
  REVERSE_MAX_KM,
  distanceKm,
  gazetteerPlace,
  geocodeGazetteer,
  isGazetteerId,
  reverseGazetteer,
  searchGazetteer,
  toDetails,
  toGeocodeResult,
  toPrediction,
  type GazetteerKind,
  type GazetteerPlace,
} from './gazetteer.js';
export {
  CHILE,
  FOREIGN_PLACES,
  PLACE_ROWS,
  REGIONS,
  type ForeignPlaceRow,
  type PlaceRow,
  type PlaceRowKind,
  type RegionCode,
  type RegionRow,
} from './gazetteer-data.js';
export { normalizePlaceText, slugifyPlace } from './normalize.js';
