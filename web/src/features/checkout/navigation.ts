import { ApiError } from '@/lib/api-client';

/**
 * Full-page navigation to a provider's page (or back from the dev provider's). One object so
 * tests can replace it: jsdom's `window.location.assign` cannot be spied on.
 */
export const navigation = {
  assign: (url: string): void => window.location.assign(url),
};

/**
 * The server's words for a failed call (it answers in the interface language), else ours: a
 * network failure or an answer we could not read has no words meant for people.
 */
export function errorMessage(error: unknown, fallback: string): string {
  const fromServer = ApiError.is(error) && error.status > 0 && error.transport === undefined;
  return fromServer && error.message ? error.message : fallback;
}
