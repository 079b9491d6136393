import { spawn } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../src/paths.js';

/**
 * `pnpm audit:deps` against a stand-in registry, so each answer of the advisory endpoint can be
 * produced on demand (the real one is not reachable from our CI machines).
 */
type Mode = 'clean' | 'high' | 'moderate' | 'refused';

function advisory(severity: string) {
  return {
    zod: [
      {
        id: 1,
        url: 'https://github.com/advisories/GHSA-aaaa-bbbb-cccc',
        title: 'Stand-in advisory for zod',
        severity,
        vulnerable_versions: '<999.0.0',
        cwe: ['CWE-1321'],
        cvss: { score: 7.5, vectorString: null },
      },
    ],
  };
}

function run(env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn('pnpm', ['exec', 'tsx', 'infra/src/audit-deps.ts'], {
      cwd: repoRoot,
      env: { ...process.env, ...env },
    });
    let output = '';
    child.stdout.on('data', (c: Buffer) => (output += c.toString()));
    child.stderr.on('data', (c: Buffer) => (output += c.toString()));
    child.on('close', (code) => resolve({ code, output }));
  });
}

describe('pnpm audit:deps', () => {
  let server: Server;
  let registry: string;
  let mode: Mode = 'clean';

  beforeAll(async () => {
    server = createServer((req, res) => {
      req.resume();
      req.on('end', () => {
        if (req.method !== 'POST' || !req.url?.includes('/security/advisories/bulk')) {
          res.writeHead(404).end();
          return;
        }
        if (mode === 'refused') {
          res.writeHead(405).end();
          return;
        }
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(
          JSON.stringify(mode === 'clean' ? {} : advisory(mode === 'high' ? 'high' : 'moderate')),
        );
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    registry = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  });

  afterAll(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it('fails on a high advisory and names it', async () => {
    mode = 'high';
    const { code, output } = await run({ AUDIT_DEPS_REGISTRY: registry });
    expect(code).toBe(1);
    expect(output).toContain('GHSA-aaaa-bbbb-cccc');
    expect(output).toContain('high or critical advisories: 1 found');
  });

  it('passes when the advisories are clean or below high', async () => {
    mode = 'clean';
    expect((await run({ AUDIT_DEPS_REGISTRY: registry })).code).toBe(0);
    mode = 'moderate';
    expect((await run({ AUDIT_DEPS_REGISTRY: registry })).code).toBe(0);
  });

  it('warns, and passes, when the endpoint refuses; fails when strict', async () => {
    mode = 'refused';
    const lenient = await run({ AUDIT_DEPS_REGISTRY: registry });
    expect(lenient.code).toBe(0);
    expect(lenient.output).toMatch(/WARNING.*could not be asked.*responded with 405/s);
    const strict = await run({ AUDIT_DEPS_REGISTRY: registry, AUDIT_DEPS_STRICT: 'true' });
    expect(strict.code).toBe(1);
    expect(strict.output).toContain('FAILED');
  });
});
