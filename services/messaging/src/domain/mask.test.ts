import { describe, expect, it } from 'vitest';
import { MASK, maskContactDetails } from './mask.js';

const mask = (text: string) => maskContactDetails(text);

describe('maskContactDetails', () => {
  it.each([
    ['write me at ana.rojas+casa@gmail.com please', `write me at ${MASK} please`],
    ['correo: JUAN_P@empresa.co.cl.', `correo: ${MASK}.`],
    ['mi número es +56 9 1234 5678', `mi número es ${MASK}`],
    ['llámame al 912345678!', `llámame al ${MASK}!`],
    ['9-1234-5678 o 9.1234.5678', `${MASK} o ${MASK}`],
    ['fijo (2) 2345 6789', `fijo (${MASK}`],
    ['+56-9-8765-4321, gracias', `${MASK}, gracias`],
    ['dos: 912345678 987654321', `dos: ${MASK} ${MASK}`],
    ['whatsapp wa.me/56912345678', `whatsapp wa.me/${MASK}`],
  ])('hides contact details in %j', (input, expected) => {
    expect(mask(input)).toEqual({ text: expected, masked: true });
  });

  it.each([
    'Llegamos el 2026-05-12 y salimos el 15-05-2026',
    'del 12.05.26 al 14.05.26',
    'El precio es $45.000 por noche',
    'Son $12.500.000 en total',
    'Pagamos CLP 1.250.000',
    'cuesta 12.500.000 pesos',
    'somos 4 adultos y 2 niños, habitación 12, piso 3',
    'check-in 15:00-18:00, código 1234',
    'en 2026 volvemos',
    'https://arrendo.cl/listings/123',
  ])('leaves %j as it is', (input) => {
    expect(mask(input)).toEqual({ text: input, masked: false });
  });

  it('keeps the text around and says nothing was hidden in an empty body', () => {
    expect(mask('')).toEqual({ text: '', masked: false });
  });
});
