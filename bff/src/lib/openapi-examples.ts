/**
 * Examples for the OpenAPI document, made from each route's JSON Schema (itself made from the
 * route's zod schemas), so every route has one without anyone writing it and they cannot drift
 * from the contract. A schema's own `examples` (zod `.meta({ examples })`) win where given.
 */

export type JsonSchema = { [key: string]: unknown };

const MAX_DEPTH = 12;
const EXAMPLE_UUID = '3f0c8a52-6f1e-4c7b-9a4d-2b8e5d1c7a90';
const EXAMPLE_DATE = '2026-12-01';
const EXAMPLE_DATE_TIME = '2026-12-01T15:00:00.000Z';
/** For the end of a range (`checkOut`, `to`, `endsAt`…), which must come after its start. */
const LATER_DATE = '2026-12-04';
const LATER_DATE_TIME = '2026-12-04T11:00:00.000Z';

function isSchema(value: unknown): value is JsonSchema {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const FORMATS: Record<string, string> = {
  uuid: EXAMPLE_UUID,
  guid: EXAMPLE_UUID,
  email: 'ana.rojas@example.com',
  'date-time': EXAMPLE_DATE_TIME,
  date: EXAMPLE_DATE,
  time: '15:00:00',
  duration: 'P3D',
  uri: 'https://arrendo.example/property/3f0c8a52',
  url: 'https://arrendo.example/property/3f0c8a52',
  ipv4: '192.0.2.10',
  ipv6: '2001:db8::10',
  hostname: 'arrendo.example',
  base64: 'QXJyZW5kbw==',
  jwt: 'eyJhbGciOiJIUzI1NiJ9.e30.c2lnbmF0dXJl',
};

/** Plausible values by property name, for plain strings the schema says little more about. */
const BY_NAME: [RegExp, string][] = [
  [/^(currency|currencyCode)$/i, 'CLP'],
  [/^countryCode$/i, 'CL'],
  [/^(locale|language|lang)$/i, 'es'],
  [/phone/i, '912345678'],
  [/password/i, 'correct-horse-battery'],
  [/^firstName$/i, 'Ana'],
  [/^lastName$/i, 'Rojas'],
  [/^(name|displayName|fullName)$/i, 'Ana Rojas'],
  [/^(title|subject)$/i, 'Cabaña frente al lago'],
  [/^(city|comuna)$/i, 'Pucón'],
  [/^region$/i, 'Araucanía'],
  [/^(code|otp)$/i, '123456'],
  [/email/i, 'ana.rojas@example.com'],
  [/(token|secret)$/i, 'c2VjcmV0LXRva2Vu'],
  [/(url|href|link)$/i, 'https://arrendo.example/property/3f0c8a52'],
  [/(message|body|text|description|comment|reason|note)$/i, 'Hola, ¿está disponible?'],
];

/** A string within the schema's length bounds, from its format, its name or a plain word. */
function exampleString(schema: JsonSchema, name: string | undefined): string {
  const later = name !== undefined && /(checkOut|end|until|to|before)$/i.test(name);
  const format =
    typeof schema.format !== 'string'
      ? undefined
      : later && schema.format === 'date'
        ? LATER_DATE
        : later && schema.format === 'date-time'
          ? LATER_DATE_TIME
          : FORMATS[schema.format];
  const byName = name ? BY_NAME.find(([re]) => re.test(name))?.[1] : undefined;
  let value = format ?? byName ?? 'example';
  const min = typeof schema.minLength === 'number' ? schema.minLength : 0;
  const max = typeof schema.maxLength === 'number' ? schema.maxLength : Infinity;
  if (typeof schema.pattern === 'string' && format === undefined) {
    // Only keep a guess the pattern accepts; otherwise the simplest strings that often fit.
    const re = safeRegExp(schema.pattern);
    if (re && !re.test(value)) {
      value = ['CLP', 'CL', '123456', 'a1', EXAMPLE_DATE, '15:00'].find((c) => re.test(c)) ?? value;
    }
  }
  if (value.length < min) value = value.padEnd(min, 'x');
  if (value.length > max) value = value.slice(0, max);
  return value;
}

function safeRegExp(pattern: string): RegExp | undefined {
  try {
    return new RegExp(pattern, 'u');
  } catch {
    return undefined;
  }
}

function exampleNumber(schema: JsonSchema, integer: boolean): number {
  const num = (v: unknown) => (typeof v === 'number' ? v : undefined);
  const step = integer ? 1 : 0.5;
  const exclusiveMin = num(schema.exclusiveMinimum);
  const exclusiveMax = num(schema.exclusiveMaximum);
  const min = num(schema.minimum) ?? (exclusiveMin !== undefined ? exclusiveMin + step : undefined);
  const max = num(schema.maximum) ?? (exclusiveMax !== undefined ? exclusiveMax - step : undefined);
  let value = min ?? Math.min(1, max ?? 1);
  if (max !== undefined && value > max) value = max;
  const multipleOf = num(schema.multipleOf);
  if (multipleOf) value = Math.ceil(value / multipleOf) * multipleOf;
  return integer ? Math.ceil(value) : value;
}

function typesOf(schema: JsonSchema): string[] {
  if (Array.isArray(schema.type))
    return schema.type.filter((t): t is string => typeof t === 'string');
  if (typeof schema.type === 'string') return [schema.type];
  if (isSchema(schema.properties)) return ['object'];
  if (isSchema(schema.items)) return ['array'];
  return [];
}

/** Resolves `#/$defs/…` (zod's output for recursive and reused schemas) against the root. */
function resolveRef(root: JsonSchema, ref: string): JsonSchema | undefined {
  if (ref === '#') return root;
  if (!ref.startsWith('#/')) return undefined;
  let node: unknown = root;
  for (const part of ref.slice(2).split('/')) {
    if (!isSchema(node)) return undefined;
    node = node[part.replace(/~1/g, '/').replace(/~0/g, '~')];
  }
  return isSchema(node) ? node : undefined;
}

interface Options {
  /** Fill optional properties too (richer), or only required ones (fits more cross-field rules). */
  optional: boolean;
}

function generate(
  schema: JsonSchema,
  root: JsonSchema,
  depth: number,
  name?: string,
  options: Options = { optional: true },
): unknown {
  if (Array.isArray(schema.examples) && schema.examples.length > 0) return schema.examples[0];
  if ('example' in schema) return schema.example;
  if ('const' in schema) return schema.const;
  if ('default' in schema) return schema.default;
  if (Array.isArray(schema.enum) && schema.enum.length > 0) {
    return schema.enum.find((v) => v !== null) ?? schema.enum[0];
  }
  if (depth > MAX_DEPTH) return null;
  if (typeof schema.$ref === 'string') {
    const target = resolveRef(root, schema.$ref);
    return target ? generate(target, root, depth + 1, name, options) : null;
  }
  for (const key of ['anyOf', 'oneOf'] as const) {
    const branches = schema[key];
    if (Array.isArray(branches) && branches.length > 0) {
      const schemas = branches.filter(isSchema);
      const chosen = schemas.find((s) => !typesOf(s).every((t) => t === 'null')) ?? schemas[0];
      if (chosen)
        return generate({ ...withoutKey(schema, key), ...chosen }, root, depth + 1, name, options);
    }
  }
  if (Array.isArray(schema.allOf)) {
    const parts = schema.allOf
      .filter(isSchema)
      .map((s) => generate(s, root, depth + 1, name, options));
    if (parts.every((p) => isSchema(p))) return Object.assign({}, ...parts);
    return parts[0] ?? null;
  }
  const type = typesOf(schema).find((t) => t !== 'null') ?? typesOf(schema)[0];
  switch (type) {
    case 'object': {
      const out: Record<string, unknown> = {};
      const properties = isSchema(schema.properties) ? schema.properties : {};
      const required = Array.isArray(schema.required) ? schema.required : [];
      for (const [key, value] of Object.entries(properties)) {
        if (!isSchema(value) || (!options.optional && !required.includes(key))) continue;
        out[key] = generate(value, root, depth + 1, key, options);
      }
      if (Object.keys(properties).length === 0 && isSchema(schema.additionalProperties)) {
        const keySchema = isSchema(schema.propertyNames)
          ? schema.propertyNames
          : { type: 'string' };
        const key = String(generate(keySchema, root, depth + 1, 'key'));
        out[key] = generate(schema.additionalProperties, root, depth + 1, undefined, options);
      }
      return out;
    }
    case 'array': {
      if (Array.isArray(schema.prefixItems)) {
        return schema.prefixItems
          .filter(isSchema)
          .map((s) => generate(s, root, depth + 1, undefined, options));
      }
      const items = isSchema(schema.items) ? schema.items : {};
      const count = Math.max(1, typeof schema.minItems === 'number' ? schema.minItems : 1);
      const max = typeof schema.maxItems === 'number' ? schema.maxItems : Infinity;
      return Array.from({ length: Math.min(count, max) }, () =>
        generate(items, root, depth + 1, singular(name), options),
      );
    }
    case 'string':
      return exampleString(schema, name);
    case 'integer':
      return exampleNumber(schema, true);
    case 'number':
      return exampleNumber(schema, false);
    case 'boolean':
      return true;
    default:
      return null;
  }
}

function withoutKey(schema: JsonSchema, key: string): JsonSchema {
  const { [key]: _dropped, ...rest } = schema;
  return rest;
}

function singular(name: string | undefined): string | undefined {
  return name?.endsWith('s') ? name.slice(0, -1) : name;
}

/** One example value for a JSON Schema: every property, or (`optional: false`) required ones. */
export function exampleFor(schema: JsonSchema, options: Options = { optional: true }): unknown {
  return generate(schema, schema, 0, undefined, options);
}

/**
 * The richest example `accepts` takes: every property, else required ones only (a schema's
 * cross-field rules, such as "a point or an area, not both", may refuse them all together).
 */
export function acceptedExample(schema: JsonSchema, accepts: (value: unknown) => boolean): unknown {
  const full = exampleFor(schema);
  if (accepts(full)) return full;
  const minimal = exampleFor(schema, { optional: false });
  return accepts(minimal) ? minimal : full;
}

/**
 * The schema with an `examples` entry (the form @fastify/swagger turns into the media type's
 * `example`) unless it has one; for parameters (`perProperty`), one on each property instead.
 */
export function withExamples(
  schema: JsonSchema,
  perProperty = false,
  accepts: (value: unknown) => boolean = () => true,
): JsonSchema {
  if (!perProperty) {
    if (Array.isArray(schema.examples) && schema.examples.length > 0) return schema;
    return { ...schema, examples: [acceptedExample(schema, accepts)] };
  }
  if (!isSchema(schema.properties)) return schema;
  const properties: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(schema.properties)) {
    if (!isSchema(value) || (Array.isArray(value.examples) && value.examples.length > 0)) {
      properties[key] = value;
      continue;
    }
    properties[key] = { ...value, examples: [generate(value, schema, 1, key)] };
  }
  return { ...schema, properties };
}
