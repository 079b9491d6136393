/**
 * Key names whose values never reach the dead-letter list, whatever the job or event: one-time
 * codes (sealed or not), passwords, tokens, keys, cookies, card data.
 */
const SECRET_KEY =
  /pass(word)?|secret|token|otp|code|sealed|key|auth|cookie|session|signature|card|cvv|cvc|iban|salt|hash/i;

export const REDACTED = '[redacted]';
const MAX_STRING = 200;
const MAX_ITEMS = 20;
const MAX_DEPTH = 4;
const MAX_JSON = 4000;

function redactValue(value: unknown, depth: number): unknown {
  if (value === undefined) return null;
  if (value === null || typeof value === 'number' || typeof value === 'boolean') return value;
  if (typeof value === 'string') {
    return value.length > MAX_STRING ? `${value.slice(0, MAX_STRING)}…` : value;
  }
  if (typeof value !== 'object') return String(value);
  if (depth >= MAX_DEPTH) return '[…]';
  if (Array.isArray(value)) {
    const items = value.slice(0, MAX_ITEMS).map((v) => redactValue(v, depth + 1));
    if (value.length > MAX_ITEMS) items.push(`…${value.length - MAX_ITEMS} more`);
    return items;
  }
  const out: Record<string, unknown> = {};
  for (const [key, v] of Object.entries(value as Record<string, unknown>)) {
    out[key] = SECRET_KEY.test(key) ? REDACTED : redactValue(v, depth + 1);
  }
  return out;
}

/**
 * A summary of a payload safe to show operators: values under secret-looking keys replaced,
 * long strings cut, deep or long structures shortened, at most ~4 kB. Applied to every dead
 * letter by `recordDeadLetter`, on top of a job's own `summarize`.
 */
export function redactPayload(value: unknown): unknown {
  const redacted = redactValue(value, 0);
  const json = JSON.stringify(redacted) ?? 'null';
  if (json.length <= MAX_JSON) return redacted;
  const keys =
    redacted && typeof redacted === 'object' && !Array.isArray(redacted)
      ? Object.keys(redacted)
      : [];
  return { truncated: true, bytes: json.length, keys };
}
