import { z } from 'zod';

/**
 * Chile's RUT (Rol Único Tributario): a body of up to 8 digits and a check digit (0–9 or K)
 * computed modulo 11 over the body with the weights 2, 3, 4, 5, 6, 7 repeating from the right.
 * People write it as `12.345.678-5`, `12345678-5` or `123456785`; it is kept as `12345678-5`.
 */

/** The check digit of a RUT body (`'0'`–`'9'` or `'K'`). */
export function rutCheckDigit(body: string): string {
  let sum = 0;
  let weight = 2;
  for (let i = body.length - 1; i >= 0; i -= 1) {
    sum += Number(body[i]) * weight;
    weight = weight === 7 ? 2 : weight + 1;
  }
  const digit = 11 - (sum % 11);
  if (digit === 11) return '0';
  if (digit === 10) return 'K';
  return String(digit);
}

/** `12345678-5` for any usual way of writing a valid RUT; null when it is not one. */
export function normalizeRut(input: string): string | null {
  const compact = input.replace(/[.\s]/g, '').replace(/‐|–/g, '-').toUpperCase();
  const match = /^(\d{1,8})-?([\dK])$/.exec(compact);
  if (!match) return null;
  const body = (match[1] as string).replace(/^0+(?=\d)/, '');
  if (Number(body) < 1_000_000) return null;
  return rutCheckDigit(body) === match[2] ? `${body}-${match[2]}` : null;
}

/** `12.345.678-5`, as Chileans read it. */
export function formatRut(rut: string): string {
  const [body = '', digit = ''] = rut.split('-');
  return `${body.replace(/\B(?=(\d{3})+(?!\d))/g, '.')}-${digit}`;
}

export const RUT_MESSAGE = 'Enter a valid RUT (for example 12.345.678-5)';

/** A RUT as typed: refused unless its check digit is right; parsed to `12345678-5`. */
export const Rut = z
  .string()
  .max(20, RUT_MESSAGE)
  .transform((value, ctx) => {
    const rut = normalizeRut(value);
    if (rut === null) {
      ctx.addIssue({ code: 'custom', message: RUT_MESSAGE });
      return z.NEVER;
    }
    return rut;
  });
