/**
 * What one `pnpm audit` run established. Only `clean` and `vulnerable` are answers from the
 * advisory database; `unreachable` means nobody was asked, and must never read as "clean".
 */
export type AuditOutcome =
  | { kind: 'clean' }
  | { kind: 'vulnerable'; summary: string }
  | { kind: 'unreachable'; reason: string }
  | { kind: 'failed'; reason: string };

export interface AuditRun {
  status: number | null;
  stdout: string;
  stderr: string;
}

/** The endpoint refused the question or could not be reached (pnpm 12 wording). */
const UNREACHABLE = [
  /The audit endpoint \(at [^)]+\) responded with \d{3}/,
  /ERR_PNPM_AUDIT_BAD_RESPONSE/,
  /ERR_PNPM_AUDIT_ENDPOINT_NOT_EXISTS/,
  /\b(ECONNREFUSED|ECONNRESET|ENOTFOUND|ETIMEDOUT|EAI_AGAIN|ENETUNREACH|EHOSTUNREACH)\b/,
  /ERR_PNPM_FETCH_\w+/,
];

export function auditOutcome(run: AuditRun): AuditOutcome {
  const output = `${run.stdout}\n${run.stderr}`;
  if (run.status === 0) return { kind: 'clean' };
  const found = /(\d+) vulnerabilit(?:y|ies) found[^\n]*\n?(?:Severity: ([^\n]+))?/.exec(output);
  if (found) {
    return {
      kind: 'vulnerable',
      summary: `${found[1]} found${found[2] ? ` (${found[2].trim()})` : ''}`,
    };
  }
  for (const pattern of UNREACHABLE) {
    const match = pattern.exec(output);
    if (match) {
      // pnpm wraps long messages in a box over several lines; join them back.
      return { kind: 'unreachable', reason: match[0].replace(/\s*\n[\s│×]*/g, '') };
    }
  }
  const firstLine = output.split('\n').find((l) => l.trim()) ?? `exit code ${run.status}`;
  return { kind: 'failed', reason: firstLine.trim() };
}
