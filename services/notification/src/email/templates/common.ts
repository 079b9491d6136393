import { z } from 'zod';
import type { Locale } from '@arrendo/contracts';
import { singleLine } from './escape.js';

export interface RenderedEmail {
  subject: string;
  text: string;
  html: string;
}

export interface RenderContext {
  locale: Locale;
  /** Public address of the web app, for links. */
  appUrl: string;
  /** The recipient, for links that open the app on their account (the recovery link). */
  to?: string;
}

/** Names may be empty (e.g. an OAuth account without one): the greeting then has no name. */
export const FirstName = z.string().trim().max(100);

export const OneTimeCode = z.string().regex(/^\d{6}$/, 'must be 6 digits');

/** What every one-time-code email carries, whatever the code is for. */
export const codeEmailFields = {
  firstName: FirstName,
  code: OneTimeCode,
  expiresInMinutes: z
    .number()
    .int()
    .min(1)
    .max(24 * 60),
};

export function greeting(locale: Locale, firstName: string): string {
  const name = singleLine(firstName);
  if (locale === 'es') return name ? `Hola, ${name}:` : 'Hola:';
  return name ? `Hi ${name},` : 'Hi,';
}

export function minutes(locale: Locale, n: number): string {
  if (locale === 'es') return n === 1 ? '1 minuto' : `${n} minutos`;
  return n === 1 ? '1 minute' : `${n} minutes`;
}

export const SIGNATURE: Record<Locale, string> = {
  en: '— The Arrendo team',
  es: '— El equipo de Arrendo',
};
