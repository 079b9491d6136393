import { experience, type Profile } from '../profile.js';

/** Productions: studios, recording, film, theatre and workshops, by the hour. */
export const PRODUCTION_PROFILES: readonly Profile[] = [
  experience(
    'studio',
    [
      'Estudio fotográfico con ciclorama en {place}',
      'Set de fotografía con luz natural en {place}',
      'Estudio de foto y video equipado en {city}',
    ],
    [
      'Estudio con ciclorama blanco, kit de iluminación continua y flashes, y camarín para producción.',
    ],
    [
      'softbox',
      'lighting-gear',
      'natural-light',
      'changing-room',
      'wifi',
      'blackout-curtains',
      'mirror',
      'hanger',
      'parking',
    ],
    [15_000, 45_000],
    [2, 15],
    ['studio', 'studio', 'building'],
  ),
  experience(
    'recording',
    [
      'Estudio de grabación profesional en {place}',
      'Sala de ensayo insonorizada en {place}',
      'Home studio para podcast en {city}',
    ],
    ['Sala tratada acústicamente, con consola, micrófonos de condensador y monitores de estudio.'],
    [
      'soundproofing',
      'sound-system',
      'wifi',
      'air-conditioning',
      'chairs',
      'coffee-maker',
      '24-7-access',
    ],
    [20_000, 60_000],
    [1, 8],
    ['recording', 'recording', 'building'],
  ),
  experience(
    'film-studio',
    [
      'Set de filmación con pantalla verde en {place}',
      'Galpón audiovisual con parrilla de luces en {city}',
      'Estudio de cine y publicidad en {place}',
    ],
    ['Set amplio con croma, parrilla de iluminación, carga y descarga directa y camarines.'],
    [
      'lighting-gear',
      'softbox',
      'blackout-curtains',
      'changing-room',
      'parking',
      'soundproofing',
      'wifi',
      'universal-access',
    ],
    [40_000, 120_000],
    [5, 40],
    ['film', 'film', 'building'],
  ),
  experience(
    'theater',
    [
      'Sala de teatro para ensayos y funciones en {place}',
      'Teatro de bolsillo en {city}',
      'Escenario con butacas y equipo de luces en {place}',
    ],
    ['Sala de teatro con escenario, butacas, equipo de sonido e iluminación escénica.'],
    [
      'sound-system',
      'lighting-gear',
      'chairs',
      'changing-room',
      'universal-access',
      'projector',
      'soundproofing',
    ],
    [50_000, 120_000],
    [20, 150],
    ['theater', 'theater', 'building'],
  ),
  experience(
    'workshop',
    [
      'Taller de carpintería equipado en {place}',
      'Taller de cerámica con horno en {place}',
      'Espacio maker para clases en {city}',
    ],
    [
      'Taller con mesones amplios, herramientas y buena ventilación, ideal para clases y proyectos.',
    ],
    ['tables', 'chairs', 'shelves', 'natural-light', 'wifi', 'parking', 'whiteboard'],
    [10_000, 30_000],
    [2, 15],
    ['workshop', 'workshop', 'building'],
  ),
];
