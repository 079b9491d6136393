import { toSingleLine } from '@arrendo/contracts';

/** The longest name identity stores (contracts' `ProviderName`). */
const MAX_NAME = 80;

/**
 * A name as a social provider sends it, made into what identity accepts: one line, valid
 * Unicode, at most 80 characters. A provider's odd profile must not make sign-in fail; cutting
 * first and cleaning after also drops half an emoji split at the limit.
 */
export function providerName(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  return toSingleLine(toSingleLine(value).slice(0, MAX_NAME)) || undefined;
}
