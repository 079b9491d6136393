import { fileURLToPath } from 'node:url';
import { parseSync, type Plugin } from 'vite';

/**
 * Marks the top-level `const X = f(…)` of the shared contracts as pure, so that schemas the web
 * never reads are dropped from its bundle. The `manualPureFunctions: ['z']` option
 * (vite.config.ts) already covers `z.object(…)`, but not a schema derived from another one
 * (`ListingFields.partial().strict()`, `Base.extend(…)`, `singleLineText(…)`): the bundler
 * cannot know those calls have no effect, keeps them, and with them every schema and zod class
 * they reach. The contracts only declare (no top-level statement runs for its effect; the check
 * below fails the build if one appears), so every such call is safe to drop when unused.
 *
 * A property read is an effect to the bundler too (a getter could run): `{ max: L.title.max }`,
 * `` `at least ${PHOTO_LIMITS.min} photos` ``. A module with one kept statement is "executed",
 * so it lands in the chunk of whoever imports the barrel first, the entry, and with it every
 * export any lazy chunk uses (the listing form's schemas in the home page's entry). Such an
 * initializer is wrapped whole in a pure arrow called at once, which the bundler can drop.
 */
export function pureContracts(): Plugin {
  const contracts = fileURLToPath(new URL('../../contracts/src/', import.meta.url));
  return {
    name: 'arrendo:pure-contracts',
    apply: 'build',
    // After TypeScript is stripped, so the parser sees plain JavaScript.
    enforce: 'post',
    transform: {
      filter: { id: { include: [new RegExp(`^${escapeRegExp(contracts)}.*\\.ts$`)] } },
      handler(code, id) {
        const result = markTopLevelCallsPure(code);
        if (result.effects.length > 0) {
          this.error(
            `${id} runs code at module load (${result.effects.join(', ')}): the contracts must only declare (web/build/pure-contracts.ts)`,
          );
        }
        return result.code === code ? null : { code: result.code, map: null };
      },
    },
  };
}

/**
 * The code with `/* @__PURE__ *\/` before each call that a top-level `const` makes at load, and
 * an initializer that reads a property outside a callee wrapped in a pure arrow called at once.
 */
export function markTopLevelCallsPure(code: string): { code: string; effects: string[] } {
  const { program } = parseSync('contract.js', code, { lang: 'js', sourceType: 'module' });
  const starts: number[] = [];
  const wraps: { start: number; end: number }[] = [];
  const effects: string[] = [];
  for (const node of program.body) {
    const declaration =
      node.type === 'ExportNamedDeclaration' || node.type === 'ExportDefaultDeclaration'
        ? node.declaration
        : node;
    if (!declaration) continue;
    if (declaration.type === 'VariableDeclaration') {
      for (const declarator of declaration.declarations) {
        const init = declarator.init;
        if (!init) continue;
        if (readsProperty(init)) wraps.push({ start: init.start, end: init.end });
        else collectCalls(init, starts);
      }
    } else if (declaration.type === 'ExpressionStatement') {
      effects.push(`line ${lineOf(code, declaration.start)}`);
    }
  }
  // From the end, so earlier offsets stay right; a wrap and a marked call never overlap.
  const edits = [
    ...[...new Set(starts)].map((start) => ({ at: start, end: start, text: null })),
    ...wraps.map(({ start, end }) => ({ at: start, end, text: code.slice(start, end) })),
  ].sort((a, b) => b.at - a.at);
  let out = code;
  for (const { at, end, text } of edits) {
    out =
      text === null
        ? `${out.slice(0, at)}/* @__PURE__ */ ${out.slice(at)}`
        : `${out.slice(0, at)}/* @__PURE__ */ (() => (${text}))()${out.slice(end)}`;
  }
  return { code: out, effects };
}

/**
 * Whether evaluating the initializer reads a property other than to call a method on it
 * (`z.string()`, `Base.extend(…)` are covered by the pure marks). Not inside functions.
 */
function readsProperty(node: unknown, asCallee = false): boolean {
  if (Array.isArray(node)) return node.some((item) => readsProperty(item));
  if (typeof node !== 'object' || node === null) return false;
  const { type } = node as { type?: unknown };
  if (
    type === 'ArrowFunctionExpression' ||
    type === 'FunctionExpression' ||
    type === 'ClassExpression'
  ) {
    return false;
  }
  if (type === 'MemberExpression') {
    const member = node as { object: unknown; property: unknown; computed: boolean };
    if (!asCallee) return true;
    return readsProperty(member.object) || (member.computed && readsProperty(member.property));
  }
  if (type === 'CallExpression' || type === 'NewExpression') {
    const call = node as { callee: unknown; arguments: unknown };
    return readsProperty(call.callee, true) || readsProperty(call.arguments);
  }
  return Object.entries(node).some(
    ([key, value]) => key !== 'type' && key !== 'start' && key !== 'end' && readsProperty(value),
  );
}

/**
 * The start of every call in an initializer evaluated at module load: the top-level one and those
 * in its arguments (a schema passed to a dropped `z.object`/`z.union` would otherwise stay). Not
 * inside functions: those run later (a `.refine` callback's `addIssue` is an effect).
 */
function collectCalls(node: unknown, starts: number[]): void {
  if (Array.isArray(node)) {
    for (const item of node) collectCalls(item, starts);
    return;
  }
  if (typeof node !== 'object' || node === null) return;
  const type = (node as { type?: unknown }).type;
  if (
    type === 'ArrowFunctionExpression' ||
    type === 'FunctionExpression' ||
    type === 'ClassExpression'
  ) {
    return;
  }
  if (type === 'CallExpression' || type === 'NewExpression') {
    starts.push((node as { start: number }).start);
  }
  for (const [key, value] of Object.entries(node)) {
    if (key !== 'type' && key !== 'start' && key !== 'end') collectCalls(value, starts);
  }
}

function lineOf(code: string, offset: number): number {
  return code.slice(0, offset).split('\n').length;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
