import { beforeAll, describe, expect, it } from 'vitest';
import { IMPORT_URL_MESSAGE } from '@arrendo/contracts/web';
import { i18nReady, testI18n } from '@/test/render-in-router';
import { serverMessage } from './server-messages';

beforeAll(() => i18nReady('es'));

const t = () => testI18n.getFixedT('es', 'calendar-sync');

describe('serverMessage', () => {
  it.each([
    ['This calendar address could not be found.', 'No se encontró esta dirección de calendario.'],
    [
      'This calendar address points to a private network.',
      'Esta dirección de calendario apunta a una red privada.',
    ],
    ['This calendar is too large to follow.', 'Este calendario es demasiado grande para seguirlo.'],
    [
      'Only http and https calendar addresses can be followed.',
      'Solo se pueden seguir direcciones de calendario http, https y webcal.',
    ],
    [
      'The calendar address answered HTTP 403.',
      'La dirección del calendario respondió con un error (HTTP 403).',
    ],
    [
      'The calendar address redirects too many times.',
      'La dirección del calendario redirige demasiadas veces.',
    ],
    [
      'The calendar address took too long to answer.',
      'La dirección del calendario tardó demasiado en responder.',
    ],
    [
      'The calendar address could not be reached.',
      'No se pudo conectar con la dirección del calendario.',
    ],
    [
      'This address does not return an iCalendar (.ics) file.',
      'Esta dirección no devuelve un archivo iCalendar (.ics).',
    ],
    ['This calendar has more than 5000 events.', 'Este calendario tiene más de 5000 eventos.'],
    [
      'A listing can follow at most 10 calendars.',
      'Un anuncio puede seguir como máximo 10 calendarios. Quita uno primero.',
    ],
    ['This listing already follows this calendar.', 'Este anuncio ya sigue este calendario.'],
    [IMPORT_URL_MESSAGE, 'Ingresa la dirección iCal del calendario (https://… o webcal://…).'],
    [
      'Name this calendar (for example Airbnb)',
      'Ponle un nombre a este calendario (por ejemplo, Airbnb).',
    ],
  ])('translates %s', (sentence, translated) => {
    expect(serverMessage(t(), sentence)).toBe(translated);
  });

  it('shows a sentence it does not know as the server wrote it', () => {
    expect(serverMessage(t(), 'A brand new reason.')).toBe('A brand new reason.');
  });
});
