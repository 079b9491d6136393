import { randomUUID } from 'node:crypto';
import { z } from 'zod';

/**
 * The hostile values the fuzz test sends, and a way to build a *valid* request from a route's
 * zod schema, so that one bad field at a time gets past everything else and reaches the service
 * and Postgres (a request that fails on its first field proves nothing about the others).
 */

function b64(value: unknown): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}

/** Strings for every text field, query value and path parameter. */
export const EVIL_STRINGS: string[] = [
  '\u0000',
  'a\u0000b',
  '%00',
  '\u0007\u001b[31mred',
  'line\nbreak',
  'tab\there',
  '\r\n',
  '\u0085',
  '\u2028',
  '\ud800',
  'x\udfff',
  'x\ud83d',
  '😀'.repeat(20),
  'e\u0301'.repeat(40),
  '\u202eevil',
  '\u200b',
  '\ufeffbom',
  '\uffff',
  '\u{10ffff}',
  'ñandú São Paulo 北京',
  "' OR 1=1 --",
  '%',
  '_',
  '\\',
  '${jndi:ldap://x}',
  '<script>alert(1)</script>',
  '../../etc/passwd',
  '',
  ' ',
  'x'.repeat(10_000),
  'x'.repeat(200_000),
  '0000-01-01T00:00:00Z',
  '2024-01-01T00:00:00+23:59',
  '2024-02-30',
  '0000-01-01',
  '-1',
  '1e309',
  'NaN',
  'null',
  '[]',
  '__proto__',
  b64(['0000-01-01T00:00:00Z', randomUUID()]),
  b64(['2024-01-01T00:00:00+23:59', randomUUID()]),
  b64({ c: '0000-01-01T00:00:00Z', i: randomUUID() }),
  Buffer.from(`0000-01-01T00:00:00Z|${randomUUID()}`).toString('base64url'),
];

function nested(depth: number): unknown {
  let value: unknown = {};
  for (let i = 0; i < depth; i++) value = { a: value };
  return value;
}

/** Values of the wrong type for any field. */
export const WRONG_TYPES: unknown[] = [
  0,
  -1,
  1e308,
  1.5,
  true,
  null,
  [],
  ['a', 'b'],
  {},
  { $gt: '' },
  nested(60),
];

/** Whole bodies, as raw text sent with `content-type: application/json`. */
export const RAW_JSON_BODIES: { label: string; payload: string | Buffer }[] = [
  { label: 'an array', payload: '[]' },
  { label: 'an array of objects', payload: '[{}]' },
  { label: 'a string', payload: '"x"' },
  { label: 'a number', payload: '123' },
  { label: 'null', payload: 'null' },
  { label: 'broken JSON', payload: '{"a":' },
  { label: 'an unquoted key', payload: '{a:1}' },
  { label: '__proto__ pollution', payload: '{"__proto__":{"polluted":"yes"}}' },
  {
    label: 'constructor pollution',
    payload: '{"constructor":{"prototype":{"polluted":"yes"}}}',
  },
  {
    label: 'objects nested 100k deep',
    payload: `${'{"a":'.repeat(100_000)}1${'}'.repeat(100_000)}`,
  },
  { label: 'arrays nested 200k deep', payload: `${'['.repeat(200_000)}${']'.repeat(200_000)}` },
  {
    label: 'invalid UTF-8',
    payload: Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0x22, 0x7d]),
  },
  { label: 'a byte-order mark', payload: '\ufeff{}' },
  { label: 'a JSON NUL escape in a key', payload: '{"\\u0000":1}' },
  { label: 'a lone surrogate escape', payload: '{"a":"\\ud800"}' },
  { label: 'a body over the limit', payload: `{"a":"${'x'.repeat(2 * 1024 * 1024)}"}` },
];

/** Other content types on a JSON route. */
export const OTHER_CONTENT_TYPES = [
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'application/json; charset=utf-16',
  'application/xml',
];

/** Query strings appended raw, beside the schema's own keys. */
export const RAW_QUERIES = [
  'x=%00',
  'a[b]=c',
  '__proto__[polluted]=yes',
  'constructor[prototype][polluted]=yes',
  'a=%ff',
  'a=%',
  'a=%E0%A4%A',
];

/** Path parameters, inserted raw into the URL. */
export const RAW_PARAMS = [
  '%00',
  '%ff',
  '%E0%A4%A',
  '..%2f..%2fetc%2fpasswd',
  '%2e%2e',
  encodeURIComponent('😀'),
  'a'.repeat(500),
  '__proto__',
  '-1',
  '1e309',
  encodeURIComponent(b64(['0000-01-01T00:00:00Z', randomUUID()])),
];

/** Cookies a browser never had: forged, malformed or huge session cookies. */
export const FORGED_COOKIES: Record<string, string> = {
  arrendo_at: 'eyJhbGciOiJub25lIn0.eyJzdWIiOiJ4In0.',
  arrendo_rt: '%00',
  i18next: '%ff',
};

const SAMPLE_DATE = '1990-05-01';

/** Candidate values; the first one a field's schema accepts is its valid sample. */
const SAMPLES: unknown[] = [
  'fuzz-new@example.com',
  'Fuzz-password-123',
  '123456',
  SAMPLE_DATE,
  'CL',
  '912345678',
  // A RUT with its check digit, a CMF bank code and an account type (payout details).
  '12.345.678-5',
  '012',
  'vista',
  'https://images.example.com/a.png',
  'Fuzz',
  '5',
  5,
  false,
  [],
  // A list of ids, e.g. a photo order.
  [randomUUID()],
  randomUUID(),
  // A browser's push subscription keys: a 65-byte P-256 public key and a 16-byte secret.
  `B${'A'.repeat(86)}`,
  'A'.repeat(22),
  {},
  null,
];

type Schema = z.ZodType;

function isSchema(value: unknown): value is Schema {
  return typeof (value as { safeParse?: unknown } | undefined)?.safeParse === 'function';
}

/** The schema inside optional/nullable/default/pipe wrappers. */
function unwrap(schema: Schema): Schema {
  const def = (schema as unknown as { _zod: { def: Record<string, unknown> } })._zod.def;
  const inner = def.innerType ?? def.in;
  return isSchema(inner) ? unwrap(inner) : schema;
}

/** A valid value for `schema`, or undefined when no candidate fits. */
export function sample(schema: Schema): unknown {
  const inner = unwrap(schema);
  if (inner instanceof z.ZodObject) {
    const value: Record<string, unknown> = Object.fromEntries(
      Object.entries(inner.shape as Record<string, Schema>).map(([k, s]) => [k, sample(s)]),
    );
    if (schema.safeParse(value).success) return value;
    // A range (start < end) refuses two equal dates: move every later date a day on.
    const dates = Object.keys(value).filter((k) => value[k] === SAMPLE_DATE);
    dates.slice(1).forEach((k, i) => (value[k] = `1990-05-0${i + 2}`));
    return schema.safeParse(value).success ? value : undefined;
  }
  if (inner instanceof z.ZodEnum) return inner.options[0];
  // A discriminator (`outcome: 'paid'`): its one value.
  if (inner instanceof z.ZodLiteral) return [...inner.values][0];
  // A union body (a stay or an hourly hold): the first option that builds, if it satisfies the whole.
  if (inner instanceof z.ZodUnion) {
    for (const option of inner.options as readonly Schema[]) {
      const value = sample(option);
      if (value !== undefined && schema.safeParse(value).success) return value;
    }
  }
  const candidate = SAMPLES.find((value) => schema.safeParse(value).success);
  if (candidate !== undefined || !(inner instanceof z.ZodArray)) return candidate;
  // A list that needs items (notification switches): one built item.
  const item = sample(inner.element as Schema);
  return item !== undefined && schema.safeParse([item]).success ? [item] : undefined;
}

/** The top-level field names of an object schema (records get a few likely keys). */
export function fieldsOf(schema: unknown): string[] {
  if (!isSchema(schema)) return [];
  const inner = unwrap(schema);
  if (inner instanceof z.ZodObject) return Object.keys(inner.shape);
  if (inner instanceof z.ZodRecord) return ['code', 'state', 'error', '__proto__'];
  return [];
}

export function schemaOf(value: unknown): Schema | undefined {
  return isSchema(value) ? value : undefined;
}
