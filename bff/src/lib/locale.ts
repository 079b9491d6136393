import type { FastifyRequest } from 'fastify';
import type { Locale } from '@arrendo/contracts';

/** The web app stores the chosen language in the `i18next` cookie; otherwise the browser's. */
export function requestLocale(request: FastifyRequest): Locale | undefined {
  const chosen = request.cookies?.i18next?.slice(0, 2).toLowerCase();
  if (chosen === 'es' || chosen === 'en') return chosen;
  const header = request.headers['accept-language'];
  if (!header) return undefined;
  for (const part of header.split(',')) {
    const tag = part.trim().slice(0, 2).toLowerCase();
    if (tag === 'es' || tag === 'en') return tag;
  }
  return undefined;
}
