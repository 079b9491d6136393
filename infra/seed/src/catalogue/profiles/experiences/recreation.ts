import { experience, type Profile } from '../profile.js';

/** Recreation by the hour: flats, houses, bars, hotels and parking. */
export const RECREATION_PROFILES: readonly Profile[] = [
  experience(
    'apartment',
    [
      'Depto para sesiones de fotos en {place}',
      'Departamento de diseño para grabaciones en {city}',
      'Depto amoblado por hora en {place}',
    ],
    [
      'Departamento con decoración cuidada, ideal para sesiones de fotos, videos o reuniones pequeñas.',
    ],
    ['wifi', 'natural-light', 'sofa', 'kitchen', 'terrace'],
    [10_000, 25_000],
    [2, 10],
    ['living', 'building', 'view'],
  ),
  experience(
    'house',
    [
      'Casa para producciones y rodajes en {place}',
      'Casona con jardín para sesiones en {city}',
      'Casa con piscina para eventos en {place}',
    ],
    ['Casa amplia con jardín y luz natural en todos sus ambientes, muy pedida para rodajes.'],
    ['garden', 'parking', 'natural-light', 'kitchen', 'terrace', 'sofa'],
    [20_000, 60_000],
    [5, 40],
    ['house', 'living', 'view'],
  ),
  experience(
    'bar',
    [
      'Bar para eventos privados en {place}',
      'Barra de cócteles para celebraciones en {city}',
      'Pub con escenario en {place}',
    ],
    ['Bar con barra completa, música y luces, disponible en exclusiva para tu evento.'],
    ['sound-system', 'tables', 'chairs', 'lighting-gear', 'air-conditioning', 'security'],
    [40_000, 120_000],
    [20, 120],
    ['bar', 'bar', 'storefront'],
  ),
  experience(
    'hotel',
    [
      'Salón de reuniones en hotel de {place}',
      'Sala de conferencias en hotel de {city}',
      'Salón ejecutivo con coffee break en {place}',
    ],
    ['Salón en hotel con proyector, coffee break opcional y estacionamiento para asistentes.'],
    ['projector', 'reception', 'parking', 'tables', 'chairs', 'air-conditioning', 'coffee-maker'],
    [25_000, 80_000],
    [10, 80],
    ['hall', 'building', 'office'],
  ),
  experience(
    'parking',
    [
      'Estacionamiento techado en {place}',
      'Estacionamiento por hora cerca de {landmark}',
      'Estacionamiento seguro en {city}',
    ],
    ['Estacionamiento techado con control de acceso y vigilancia, cerca de todo.'],
    ['security', '24-7-access', 'universal-access', 'parking'],
    [5_000, 6_000],
    [1, 4],
    ['parking', 'parking', 'building'],
    ['city', 'coast'],
  ),
];
