import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  AdminUsersQuery,
  CancelBookingBody,
  LoginBody,
  RegisterBody,
  SearchQuery,
  SetRolesBody,
} from '@arrendo/contracts';
import { acceptedExample, exampleFor, withExamples, type JsonSchema } from './openapi-examples.js';

/** As fastify-type-provider-zod converts a route's request schemas for OpenAPI 3.1. */
const inputJson = (schema: z.ZodType): JsonSchema =>
  z.toJSONSchema(schema, { io: 'input', target: 'draft-2020-12', unrepresentable: 'any' });

describe('exampleFor', () => {
  it.each([
    ['RegisterBody', RegisterBody],
    ['LoginBody', LoginBody],
    ['SetRolesBody', SetRolesBody],
    ['CancelBookingBody', CancelBookingBody],
    ['AdminUsersQuery', AdminUsersQuery],
    ['SearchQuery', SearchQuery],
  ])('makes an example that %s accepts', (_name, schema) => {
    const example = acceptedExample(inputJson(schema), (v) => schema.safeParse(v).success);
    const parsed = schema.safeParse(example);
    expect(parsed.error?.issues ?? [], JSON.stringify(example)).toEqual([]);
  });

  it('respects formats, bounds, enums and nullable unions', () => {
    const schema = z.object({
      id: z.uuid(),
      email: z.email(),
      at: z.iso.datetime(),
      day: z.iso.date(),
      nights: z.number().int().min(2).max(30),
      price: z.number().positive(),
      kind: z.enum(['stay', 'hourly']),
      note: z.string().min(20).nullable(),
      tags: z.array(z.string()).min(2),
      extra: z.record(z.string(), z.number().int()),
    });
    const example = exampleFor(inputJson(schema));
    expect(schema.safeParse(example).success).toBe(true);
    expect(example).toMatchObject({ nights: 2, kind: 'stay', tags: ['example', 'example'] });
  });

  it("keeps a schema's own example", () => {
    const schema = z.object({ total: z.number() }).meta({ examples: [{ total: 42_000 }] });
    expect(exampleFor(inputJson(schema))).toEqual({ total: 42_000 });
  });

  it('follows $defs references without looping on recursive schemas', () => {
    interface Node {
      name: string;
      children: Node[];
    }
    const NodeSchema: z.ZodType<Node> = z.lazy(() =>
      z.object({ name: z.string(), children: z.array(NodeSchema) }),
    );
    const example = exampleFor(inputJson(NodeSchema));
    expect(example).toMatchObject({ name: 'Ana Rojas' });
  });
});

describe('withExamples', () => {
  it('adds one example to a body and one to each parameter', () => {
    const body = withExamples(inputJson(z.object({ guests: z.number().int().min(1) })));
    expect(body.examples).toEqual([{ guests: 1 }]);
    const params = withExamples(inputJson(z.object({ id: z.uuid() })), true);
    expect((params.properties as Record<string, JsonSchema>).id?.examples).toHaveLength(1);
  });
});

describe('ranges', () => {
  it('puts the end of a date range after its start', () => {
    const schema = z
      .object({ checkIn: z.iso.date(), checkOut: z.iso.date() })
      .refine((v) => v.checkOut > v.checkIn);
    expect(schema.safeParse(exampleFor(inputJson(schema))).success).toBe(true);
  });
});
