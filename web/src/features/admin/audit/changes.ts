/** One field of an audited target, as it was before the action and after it. */
export interface FieldChange {
  field: string;
  before: unknown;
  after: unknown;
}

type Snapshot = Record<string, unknown> | null;

function same(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/**
 * The fields an action changed, in the order the service listed them. A field on one side only
 * (a claim creates its line: no before) is a change to or from nothing; a field that reads the
 * same on both sides is left out.
 */
export function changedFields(before: Snapshot, after: Snapshot): FieldChange[] {
  const fields = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  return fields
    .map((field) => ({ field, before: before?.[field], after: after?.[field] }))
    .filter((change) => !same(change.before, change.after));
}

/** A recorded value as text: lists joined, nothing as undefined (the table says "(none)"). */
export function formatValue(value: unknown): string | undefined {
  if (value === undefined || value === null) return undefined;
  if (Array.isArray(value)) {
    return value.length === 0 ? undefined : value.map((item) => formatValue(item) ?? '').join(', ');
  }
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/**
 * The catalogue keys that name an action, most specific first: the code itself, then the same
 * entity and verb in any service (the kit's own actions, e.g. `<service>.deadLetter.retry`).
 */
export function actionKeys(action: string): string[] {
  const [, entity, verb] = action.split('.');
  return [`actions.${action}`, ...(entity && verb ? [`actions.any.${entity}.${verb}`] : [])];
}
