/**
 * Contact details in a message before a booking is confirmed: email addresses and phone numbers
 * are replaced with `MASK`, so guests and hosts keep payment and protection on the platform
 * until they have a booking. Pure: the stored text stays as written, and this runs on read.
 */
export const MASK = '[•••]';

export interface MaskedText {
  text: string;
  /** True when anything was hidden. */
  masked: boolean;
}

const EMAIL = /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)*\.\p{L}{2,}/gu;

/**
 * A run of digits, each pair separated by at most two of space, dot, dash or brackets, with an
 * optional leading `+`: "+56 9 1234 5678", "9-1234-5678", "(2) 2345 6789".
 */
const DIGIT_RUN = /\+?\d(?:[ \t.\-()]{0,2}\d)*/g;

/** Fewer digits are prices, counts, years and codes; more than E.164's 15 are not one number. */
const MIN_PHONE_DIGITS = 8;
const MAX_PHONE_DIGITS = 15;

/** 2026-05-12, 12-05-2026, 12.05.26, 12 05 2026: a date, not a phone. */
const DATE = /^(?:\d{4}([-. ])\d{1,2}\1\d{1,2}|\d{1,2}([-. ])\d{1,2}\2(?:\d{4}|\d{2}))$/;

/** A currency sign or code just before the number ("$45.000.000", "CLP 12.500.000"). */
const CURRENCY_BEFORE = /(?:[$€£]|\b(?:CLP|USD|EUR|UF)\b)\s?$/i;
/** …or a currency word just after ("12.500.000 pesos"). */
const CURRENCY_AFTER = /^\s?(?:CLP|USD|EUR|UF|pesos?|d[oó]lares|dollars?)\b/i;

function digitCount(value: string): number {
  return value.replace(/\D/g, '').length;
}

function looksLikePhone(run: string): boolean {
  const digits = digitCount(run);
  if (digits < MIN_PHONE_DIGITS || digits > MAX_PHONE_DIGITS) return false;
  return !DATE.test(run);
}

function maskPhones(text: string): MaskedText {
  let masked = false;
  const out = text.replace(DIGIT_RUN, (run: string, offset: number) => {
    const before = text.slice(Math.max(0, offset - 5), offset);
    const after = text.slice(offset + run.length, offset + run.length + 10);
    if (CURRENCY_BEFORE.test(before) || CURRENCY_AFTER.test(after)) return run;
    // Brackets and separators at the ends belong to the text around the number.
    const trimmed = run.replace(/[ \t.\-()]+$/, '');
    const tail = run.slice(trimmed.length);
    if (looksLikePhone(trimmed)) {
      masked = true;
      return MASK + tail;
    }
    if (digitCount(trimmed) <= MAX_PHONE_DIGITS) return run;
    // Too long for one number: several, written one after another ("912345678 987654321").
    return run
      .split(/(\s+)/)
      .map((part) => {
        if (!looksLikePhone(part)) return part;
        masked = true;
        return MASK;
      })
      .join('');
  });
  return { text: out, masked };
}

export function maskContactDetails(text: string): MaskedText {
  let masked = false;
  const withoutEmails = text.replace(EMAIL, () => {
    masked = true;
    return MASK;
  });
  const phones = maskPhones(withoutEmails);
  return { text: phones.text, masked: masked || phones.masked };
}
