import { useTranslation } from 'react-i18next';
import { TEXT_MESSAGES } from '@arrendo/contracts/web';

/**
 * The contract schemas speak English (the server shares them). In the wizard each of their
 * messages is matched here to a catalogue key, so a Spanish host reads Spanish; a message with no
 * rule (a new one, or a server's own) shows as sent.
 */
const RULES: [RegExp, string][] = [
  [/^Please name this fee$/, 'feeNameRequired'],
  [/^Enter a whole amount in pesos$/, 'wholePesos'],
  [/^A fee must be at least CLP/, 'feeMin'],
  [/^A fee must be at most CLP/, 'feeMax'],
  [/^Choose up to (?<max>\d+) highlights$/, 'highlightsMax'],
  [/^At least one guest$/, 'guestsMin'],
  [/^At most (?<max>\d+) guests$/, 'guestsMax'],
  [/^Size must be a whole number/, 'wholeNumber'],
  [/^Size must be at least/, 'sizeMin'],
  [/^Size is too large$/, 'sizeMax'],
  [/must be a whole number$/, 'wholeNumber'],
  [/cannot be negative$/, 'negative'],
  [/can be at most (?<max>\d+)$/, 'atMost'],
  [/^At least 1 hour$/, 'hoursMin'],
  [/^At most (?<max>\d+) hours$/, 'hoursMax'],
  [/^The price must be at least CLP (?<min>\d+)$/, 'priceMin'],
  [/^The price is too high$/, 'priceMax'],
  [/^At most (?<max>\d+) extra fees$/, 'feesMax'],
  [/^Choose a time on the hour or half hour$/, 'halfHour'],
  [/expected number/, 'number'],
  [/^Too big|at most (?<max>\d+) characters/i, 'tooLong'],
];

const EXACT: Record<string, string> = {
  [TEXT_MESSAGES.singleLineControl]: 'singleLineControl',
  [TEXT_MESSAGES.multiLineControl]: 'multiLineControl',
  [TEXT_MESSAGES.brokenUnicode]: 'brokenUnicode',
};

export function validationKey(
  message: string,
): { key: string; values: Record<string, string> } | null {
  const exact = EXACT[message];
  if (exact) return { key: exact, values: {} };
  for (const [pattern, key] of RULES) {
    const match = pattern.exec(message);
    if (match) return { key, values: { ...match.groups } };
  }
  return null;
}

/** Translates a form error from the contract schemas (or the server) for display. */
export function useErrorText(): (message: string | undefined) => string | undefined {
  const { t } = useTranslation('wizard');
  return (message) => {
    if (!message) return undefined;
    const found = validationKey(message);
    return found
      ? t(`validation.${found.key}`, { ...found.values, defaultValue: message })
      : message;
  };
}
