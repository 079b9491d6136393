import { describe, expect, it } from 'vitest';
import { markTopLevelCallsPure } from './pure-contracts';

const PURE = '/* @__PURE__ */ ';

describe('pure contracts', () => {
  it('marks the calls a top-level const makes at load, its arguments included', () => {
    const { code, effects } = markTopLevelCallsPure(
      [
        'export const Patch = Fields.partial().strict();',
        "const Union = z.union([A.extend({ b: z.string() }), new Set(['x'])]);",
        'export const LIMIT = 5;',
      ].join('\n'),
    );
    expect(effects).toEqual([]);
    expect(code).toBe(
      [
        `export const Patch = ${PURE}Fields.partial().strict();`,
        `const Union = ${PURE}z.union([${PURE}A.extend({ b: ${PURE}z.string() }), ${PURE}new Set(['x'])]);`,
        'export const LIMIT = 5;',
      ].join('\n'),
    );
  });

  it('leaves the calls inside functions alone: they run later, and may be effects', () => {
    const source =
      'export const S = z.string().superRefine((v, ctx) => { ctx.addIssue({ code: "custom" }); });';
    expect(markTopLevelCallsPure(source).code).toBe(
      `export const S = ${PURE}z.string().superRefine((v, ctx) => { ctx.addIssue({ code: "custom" }); });`,
    );
  });

  it('wraps an initializer that reads a property in a pure arrow called at once', () => {
    const { code, effects } = markTopLevelCallsPure(
      [
        'export const MESSAGES = { photos: `at least ${LIMITS.photos} photos` };',
        'const Count = z.number().max(L.rooms.max);',
        'export const Derived = Base.extend({ a: z.string() }).strict();',
      ].join('\n'),
    );
    expect(effects).toEqual([]);
    expect(code).toBe(
      [
        `export const MESSAGES = ${PURE}(() => ({ photos: \`at least \${LIMITS.photos} photos\` }))();`,
        `const Count = ${PURE}(() => (z.number().max(L.rooms.max)))();`,
        `export const Derived = ${PURE}Base.extend({ a: ${PURE}z.string() }).strict();`,
      ].join('\n'),
    );
  });

  it('reports a statement that runs for its effect', () => {
    const { effects } = markTopLevelCallsPure('const a = f();\nregister(a);\n');
    expect(effects).toEqual(['line 2']);
  });

  it('keeps offsets right after non-ASCII text', () => {
    const { code } = markTopLevelCallsPure("// m² ñ\nexport const A = z.string('m²');");
    expect(code).toBe(`// m² ñ\nexport const A = ${PURE}z.string('m²');`);
  });
});
