import { EVENT, experience, type Profile } from '../profile.js';

/** Events: halls, restaurants, outdoor spaces and terraces, by the hour. */
export const EVENT_PROFILES: readonly Profile[] = [
  experience(
    'hall',
    [
      'Salón de eventos para 120 personas en {place}',
      'Salón para matrimonios con vista a {landmark}',
      'Salón multiuso para celebraciones en {city}',
    ],
    ['Salón amplio con mesas, sillas, pista de baile y cocina de apoyo para banqueteras.'],
    [...EVENT, 'parking', 'kitchen', 'projector', 'security', 'air-conditioning'],
    [40_000, 120_000],
    [40, 200],
    ['hall', 'hall', 'building'],
  ),
  experience(
    'restaurant',
    [
      'Restaurante para eventos privados en {place}',
      'Comedor privado con chef en {city}',
      'Bistró para cenas corporativas en {place}',
    ],
    ['Restaurante disponible para eventos privados, con cocina profesional y garzones opcionales.'],
    [...EVENT, 'kitchen', 'utensils', 'air-conditioning', 'terrace'],
    [30_000, 100_000],
    [15, 80],
    ['restaurant', 'restaurant', 'storefront'],
  ),
  experience(
    'outdoor',
    [
      'Parcela para eventos al aire libre en {place}',
      'Jardín para picnics y celebraciones cerca de {landmark}',
      'Espacio natural para actividades en {place}',
    ],
    ['Terreno amplio con pasto, árboles y estacionamiento, ideal para eventos al aire libre.'],
    ['garden', 'parking', 'tables', 'chairs', 'sound-system', 'pets-allowed'],
    [20_000, 60_000],
    [10, 150],
    ['outdoor', 'outdoor', 'view'],
    ['valley', 'lakes', 'andes', 'city', 'coast'],
  ),
  experience(
    'terrace',
    [
      'Terraza rooftop con vista a {landmark}',
      'Azotea para eventos en {place}',
      'Terraza con quincho en {city}',
    ],
    ['Terraza panorámica con mobiliario lounge, luces colgantes y bar para eventos al atardecer.'],
    ['terrace', 'sound-system', 'tables', 'chairs', 'natural-light', 'security'],
    [25_000, 80_000],
    [10, 80],
    ['terrace', 'terrace', 'view'],
    ['city', 'coast'],
  ),
];
