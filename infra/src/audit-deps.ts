import { spawnSync } from 'node:child_process';
import { pathToFileURL } from 'node:url';
import { auditOutcome, type AuditRun } from './audit/outcome.js';
import { repoRoot } from './paths.js';

/**
 * `pnpm audit:deps`, run by CI: fails on any high or critical advisory for an installed package.
 * Accepted exceptions live in pnpm-workspace.yaml under `audit.ignore`, each with its reason.
 *
 * When the advisory endpoint cannot be asked (no network, or a registry mirror that serves
 * package downloads but refuses the POST the audit needs, as on our CI machines), the check
 * says so loudly and passes: a merge should not wait on npm's advisory service, and "could not
 * check" is never reported as "clean". AUDIT_DEPS_STRICT=true turns that case into a failure
 * (release pipelines with network access should set it); AUDIT_DEPS_REGISTRY points the audit
 * at another registry that serves `/-/npm/v1/security/advisories/bulk`.
 */

export function auditArgs(env: NodeJS.ProcessEnv): string[] {
  const args = ['audit', '--audit-level', 'high'];
  if (env.AUDIT_DEPS_REGISTRY) args.push(`--registry=${env.AUDIT_DEPS_REGISTRY}`);
  return args;
}

export function runAudit(env: NodeJS.ProcessEnv = process.env): AuditRun {
  const result = spawnSync('pnpm', auditArgs(env), {
    cwd: repoRoot,
    encoding: 'utf8',
    env: { ...env, FORCE_COLOR: '0' },
    maxBuffer: 64 * 1024 * 1024,
  });
  if (result.error) return { status: null, stdout: '', stderr: String(result.error) };
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

function isTrue(value: string | undefined): boolean {
  return value !== undefined && /^(1|true|yes|on)$/i.test(value.trim());
}

/** Prints the verdict; returns the exit code. */
export function reportAudit(run: AuditRun, env: NodeJS.ProcessEnv = process.env): number {
  const outcome = auditOutcome(run);
  switch (outcome.kind) {
    case 'clean':
      console.log('dependency audit: no high or critical advisories.');
      return 0;
    case 'vulnerable':
      process.stdout.write(run.stdout);
      console.error(
        `dependency audit: FAILED, high or critical advisories: ${outcome.summary}.\n` +
          'Upgrade, force a fixed version with `overrides` in pnpm-workspace.yaml, or accept it ' +
          'under `audit.ignore` there with a comment giving the reason.',
      );
      return 1;
    case 'unreachable': {
      const strict = isTrue(env.AUDIT_DEPS_STRICT);
      console.error(
        `dependency audit: ${strict ? 'FAILED' : 'WARNING'}, the advisory endpoint could not be ` +
          `asked (${outcome.reason}).\n` +
          'Nothing was checked. Point AUDIT_DEPS_REGISTRY at a registry that serves ' +
          '/-/npm/v1/security/advisories/bulk' +
          (strict ? '.' : ', or set AUDIT_DEPS_STRICT=true to make this a failure.'),
      );
      return strict ? 1 : 0;
    }
    case 'failed':
      process.stderr.write(run.stderr);
      console.error(`dependency audit: FAILED to run pnpm audit (${outcome.reason}).`);
      return 1;
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  process.exit(reportAudit(runAudit()));
}
