import { createHash } from 'node:crypto';

/**
 * JSON with object keys sorted at every depth, so two requests that differ only in key order
 * (or in `undefined` fields, which JSON drops) have the same text.
 */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) => {
    if (inner === null || typeof inner !== 'object' || Array.isArray(inner)) return inner;
    const sorted: Record<string, unknown> = {};
    for (const key of Object.keys(inner).sort()) {
      sorted[key] = (inner as Record<string, unknown>)[key];
    }
    return sorted;
  });
}

/** What an idempotency key is bound to: the same key with another request is a conflict. */
export function requestFingerprint(subject: string, request: unknown): string {
  return createHash('sha256')
    .update(subject)
    .update('\n')
    .update(canonicalJson(request) ?? 'undefined')
    .digest('hex');
}
