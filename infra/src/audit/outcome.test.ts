import { describe, expect, it } from 'vitest';
import { auditOutcome } from './outcome.js';

describe('auditOutcome', () => {
  it('is clean only when pnpm audit exits 0', () => {
    expect(
      auditOutcome({ status: 0, stdout: 'No known vulnerabilities found\n', stderr: '' }),
    ).toEqual({
      kind: 'clean',
    });
  });

  it('reads a report with findings as vulnerable', () => {
    const stdout =
      '│ high │ Prototype pollution │\n2 vulnerabilities found\nSeverity: 1 high | 1 critical\n';
    expect(auditOutcome({ status: 1, stdout, stderr: '' })).toEqual({
      kind: 'vulnerable',
      summary: '2 found (1 high | 1 critical)',
    });
  });

  it.each([
    [
      'the registry refuses the bulk endpoint',
      'Error: ERR_PNPM_AUDIT_BAD_RESPONSE\n\n  × The audit endpoint (at https://registry.npmjs.org/-/npm/v1/security/\n  │ advisories/bulk) responded with 405:\n',
    ],
    [
      'no network at all',
      'request to https://registry.npmjs.org/ failed, reason: getaddrinfo ENOTFOUND registry.npmjs.org',
    ],
    ['a refused connection', 'connect ECONNREFUSED 127.0.0.1:4873'],
  ])('reads %s as unreachable, never as clean', (_label, stderr) => {
    expect(auditOutcome({ status: 1, stdout: '', stderr }).kind).toBe('unreachable');
  });

  it("names what the endpoint answered, joined across pnpm's wrapped lines", () => {
    const stderr =
      'Error: ERR_PNPM_AUDIT_BAD_RESPONSE\n\n  × The audit endpoint (at https://registry.npmjs.org/-/npm/v1/security/\n  │ advisories/bulk) responded with 405:\n';
    expect(auditOutcome({ status: 1, stdout: '', stderr })).toEqual({
      kind: 'unreachable',
      reason:
        'The audit endpoint (at https://registry.npmjs.org/-/npm/v1/security/advisories/bulk) responded with 405',
    });
  });

  it('reads anything else as a failure', () => {
    expect(auditOutcome({ status: 1, stdout: '', stderr: 'ERR_PNPM_NO_LOCKFILE missing' })).toEqual(
      {
        kind: 'failed',
        reason: 'ERR_PNPM_NO_LOCKFILE missing',
      },
    );
  });
});
