/**
 * Our own small gazetteer of Chilean places for the demo catalogue (coordinates are approximate
 * centres of each comuna or town). Not the production geocoder: that is the Google adapter.
 */
export type Landscape = 'city' | 'coast' | 'andes' | 'lakes' | 'desert' | 'valley';

export interface Place {
  /** Comuna or town, e.g. "Providencia". */
  name: string;
  /** The city people would say, e.g. "Santiago" for its comunas. */
  city: string;
  region: string;
  lat: number;
  lng: number;
  landscape: Landscape;
  /** Something nearby a title can mention ("con vista a {landmark}"). */
  landmark: string;
  /** Relative share of listings. */
  weight: number;
  /** Price level relative to the national average. */
  priceFactor: number;
  /** IANA zone; Magallanes keeps its own offset. */
  timeZone?: string;
}

const RM = 'Región Metropolitana';

// One line per place reads as a table; prettier would spread each over twelve lines.
// prettier-ignore
export const PLACES: readonly Place[] = [
  { name: 'Providencia', city: 'Santiago', region: RM, lat: -33.4263, lng: -70.61, landscape: 'city', landmark: 'el cerro San Cristóbal', weight: 14, priceFactor: 1.2 },
  { name: 'Las Condes', city: 'Santiago', region: RM, lat: -33.4089, lng: -70.5675, landscape: 'city', landmark: 'la cordillera', weight: 14, priceFactor: 1.3 },
  { name: 'Vitacura', city: 'Santiago', region: RM, lat: -33.3917, lng: -70.5778, landscape: 'city', landmark: 'el Parque Bicentenario', weight: 9, priceFactor: 1.45 },
  { name: 'Ñuñoa', city: 'Santiago', region: RM, lat: -33.4569, lng: -70.5976, landscape: 'city', landmark: 'la Plaza Ñuñoa', weight: 11, priceFactor: 1.05 },
  { name: 'La Reina', city: 'Santiago', region: RM, lat: -33.441, lng: -70.54, landscape: 'city', landmark: 'el Parque Mahuida', weight: 5, priceFactor: 1.15 },
  { name: 'Lo Barnechea', city: 'Santiago', region: RM, lat: -33.352, lng: -70.518, landscape: 'andes', landmark: 'los cerros de La Dehesa', weight: 6, priceFactor: 1.4 },
  { name: 'Santiago Centro', city: 'Santiago', region: RM, lat: -33.4378, lng: -70.6505, landscape: 'city', landmark: 'el cerro Santa Lucía', weight: 12, priceFactor: 0.9 },
  { name: 'Recoleta', city: 'Santiago', region: RM, lat: -33.4067, lng: -70.6386, landscape: 'city', landmark: 'el barrio Patronato', weight: 5, priceFactor: 0.8 },
  { name: 'Macul', city: 'Santiago', region: RM, lat: -33.487, lng: -70.599, landscape: 'city', landmark: 'el Parque Juan XXIII', weight: 4, priceFactor: 0.85 },
  { name: 'San Miguel', city: 'Santiago', region: RM, lat: -33.497, lng: -70.651, landscape: 'city', landmark: 'la Gran Avenida', weight: 5, priceFactor: 0.85 },
  { name: 'Maipú', city: 'Santiago', region: RM, lat: -33.51, lng: -70.757, landscape: 'city', landmark: 'el Templo Votivo', weight: 5, priceFactor: 0.75 },
  { name: 'La Florida', city: 'Santiago', region: RM, lat: -33.522, lng: -70.598, landscape: 'city', landmark: 'la precordillera', weight: 5, priceFactor: 0.8 },
  { name: 'Independencia', city: 'Santiago', region: RM, lat: -33.416, lng: -70.666, landscape: 'city', landmark: 'la Vega Central', weight: 3, priceFactor: 0.75 },
  { name: 'Peñalolén', city: 'Santiago', region: RM, lat: -33.486, lng: -70.544, landscape: 'andes', landmark: 'la Quebrada de Macul', weight: 3, priceFactor: 0.85 },
  { name: 'Estación Central', city: 'Santiago', region: RM, lat: -33.46, lng: -70.698, landscape: 'city', landmark: 'la Alameda', weight: 3, priceFactor: 0.7 },
  { name: 'Huechuraba', city: 'Santiago', region: RM, lat: -33.367, lng: -70.636, landscape: 'city', landmark: 'Ciudad Empresarial', weight: 3, priceFactor: 0.95 },
  { name: 'San José de Maipo', city: 'Cajón del Maipo', region: RM, lat: -33.641, lng: -70.352, landscape: 'andes', landmark: 'el río Maipo', weight: 4, priceFactor: 0.95 },
  { name: 'Viña del Mar', city: 'Viña del Mar', region: 'Valparaíso', lat: -33.0245, lng: -71.5518, landscape: 'coast', landmark: 'el mar', weight: 10, priceFactor: 1.1 },
  { name: 'Valparaíso', city: 'Valparaíso', region: 'Valparaíso', lat: -33.0472, lng: -71.6127, landscape: 'coast', landmark: 'la bahía', weight: 9, priceFactor: 0.95 },
  { name: 'Concón', city: 'Concón', region: 'Valparaíso', lat: -32.93, lng: -71.519, landscape: 'coast', landmark: 'las dunas', weight: 5, priceFactor: 1.15 },
  { name: 'Zapallar', city: 'Zapallar', region: 'Valparaíso', lat: -32.554, lng: -71.458, landscape: 'coast', landmark: 'la playa', weight: 3, priceFactor: 1.5 },
  { name: 'Casablanca', city: 'Casablanca', region: 'Valparaíso', lat: -33.319, lng: -71.408, landscape: 'valley', landmark: 'los viñedos', weight: 2, priceFactor: 1.1 },
  { name: 'La Serena', city: 'La Serena', region: 'Coquimbo', lat: -29.9027, lng: -71.2519, landscape: 'coast', landmark: 'el faro', weight: 7, priceFactor: 1.0 },
  { name: 'Coquimbo', city: 'Coquimbo', region: 'Coquimbo', lat: -29.9533, lng: -71.3436, landscape: 'coast', landmark: 'la Cruz del Tercer Milenio', weight: 4, priceFactor: 0.9 },
  { name: 'Vicuña', city: 'Vicuña', region: 'Coquimbo', lat: -30.032, lng: -70.708, landscape: 'valley', landmark: 'el Valle del Elqui', weight: 2, priceFactor: 0.95 },
  { name: 'Pucón', city: 'Pucón', region: 'Araucanía', lat: -39.282, lng: -71.954, landscape: 'lakes', landmark: 'el volcán Villarrica', weight: 7, priceFactor: 1.15 },
  { name: 'Temuco', city: 'Temuco', region: 'Araucanía', lat: -38.7359, lng: -72.5904, landscape: 'city', landmark: 'el cerro Ñielol', weight: 4, priceFactor: 0.8 },
  { name: 'Puerto Varas', city: 'Puerto Varas', region: 'Los Lagos', lat: -41.319, lng: -72.985, landscape: 'lakes', landmark: 'el volcán Osorno', weight: 6, priceFactor: 1.15 },
  { name: 'Frutillar', city: 'Frutillar', region: 'Los Lagos', lat: -41.126, lng: -73.06, landscape: 'lakes', landmark: 'el lago Llanquihue', weight: 4, priceFactor: 1.05 },
  { name: 'Puerto Montt', city: 'Puerto Montt', region: 'Los Lagos', lat: -41.469, lng: -72.942, landscape: 'coast', landmark: 'el seno de Reloncaví', weight: 4, priceFactor: 0.85 },
  { name: 'Castro', city: 'Castro', region: 'Los Lagos', lat: -42.48, lng: -73.762, landscape: 'coast', landmark: 'los palafitos', weight: 2, priceFactor: 0.9 },
  { name: 'Concepción', city: 'Concepción', region: 'Biobío', lat: -36.827, lng: -73.05, landscape: 'city', landmark: 'el río Biobío', weight: 6, priceFactor: 0.85 },
  { name: 'Valdivia', city: 'Valdivia', region: 'Los Ríos', lat: -39.814, lng: -73.246, landscape: 'lakes', landmark: 'el río Calle-Calle', weight: 4, priceFactor: 0.9 },
  { name: 'Antofagasta', city: 'Antofagasta', region: 'Antofagasta', lat: -23.65, lng: -70.4, landscape: 'coast', landmark: 'La Portada', weight: 4, priceFactor: 1.0 },
  { name: 'San Pedro de Atacama', city: 'San Pedro de Atacama', region: 'Antofagasta', lat: -22.911, lng: -68.2, landscape: 'desert', landmark: 'el volcán Licancabur', weight: 5, priceFactor: 1.2 },
  { name: 'Iquique', city: 'Iquique', region: 'Tarapacá', lat: -20.214, lng: -70.152, landscape: 'coast', landmark: 'playa Cavancha', weight: 4, priceFactor: 0.95 },
  { name: 'Arica', city: 'Arica', region: 'Arica y Parinacota', lat: -18.478, lng: -70.321, landscape: 'coast', landmark: 'el Morro', weight: 3, priceFactor: 0.85 },
  { name: 'Copiapó', city: 'Copiapó', region: 'Atacama', lat: -27.367, lng: -70.332, landscape: 'desert', landmark: 'el desierto florido', weight: 2, priceFactor: 0.85 },
  { name: 'Rancagua', city: 'Rancagua', region: "O'Higgins", lat: -34.17, lng: -70.74, landscape: 'city', landmark: 'la Plaza de los Héroes', weight: 3, priceFactor: 0.8 },
  { name: 'Pichilemu', city: 'Pichilemu', region: "O'Higgins", lat: -34.387, lng: -72.003, landscape: 'coast', landmark: 'Punta de Lobos', weight: 4, priceFactor: 1.0 },
  { name: 'Santa Cruz', city: 'Santa Cruz', region: "O'Higgins", lat: -34.639, lng: -71.365, landscape: 'valley', landmark: 'el Valle de Colchagua', weight: 2, priceFactor: 1.0 },
  { name: 'Talca', city: 'Talca', region: 'Maule', lat: -35.426, lng: -71.655, landscape: 'valley', landmark: 'el río Claro', weight: 3, priceFactor: 0.75 },
  { name: 'Chillán', city: 'Chillán', region: 'Ñuble', lat: -36.606, lng: -72.103, landscape: 'city', landmark: 'los Nevados de Chillán', weight: 3, priceFactor: 0.75 },
  { name: 'Coyhaique', city: 'Coyhaique', region: 'Aysén', lat: -45.571, lng: -72.068, landscape: 'andes', landmark: 'el cerro Mackay', weight: 2, priceFactor: 0.95 },
  { name: 'Punta Arenas', city: 'Punta Arenas', region: 'Magallanes', lat: -53.164, lng: -70.917, landscape: 'coast', landmark: 'el estrecho de Magallanes', weight: 3, priceFactor: 1.0, timeZone: 'America/Punta_Arenas' },
  { name: 'Puerto Natales', city: 'Puerto Natales', region: 'Magallanes', lat: -51.726, lng: -72.506, landscape: 'andes', landmark: 'las Torres del Paine', weight: 3, priceFactor: 1.2, timeZone: 'America/Punta_Arenas' },
];

/** "Providencia, Santiago"; a town that is its own city shows its region instead. */
export function locationText(place: Place): string {
  return place.name === place.city
    ? `${place.name}, ${place.region}`
    : `${place.name}, ${place.city}`;
}
