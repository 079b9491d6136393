import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp, type BuildAppOptions } from '../src/app.js';
import { loadBffEnv } from '../src/env.js';

export const TEST_JWT_SECRET = 'test-secret-that-is-long-enough-for-hs256-signing';
export const HASHED_ASSET = 'assets/index-Ab12Cd34.js';

/** A stand-in for web/dist: an index.html and one hashed asset, like a Vite build. */
export function createWebDist(): { dir: string; remove(): void } {
  const dir = mkdtempSync(join(tmpdir(), 'arrendo-web-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(
    join(dir, 'index.html'),
    `<!doctype html><html><head><script type="module" src="/${HASHED_ASSET}"></script></head><body><div id="root"></div></body></html>`,
  );
  writeFileSync(join(dir, HASHED_ASSET), `console.log(${JSON.stringify('x'.repeat(2000))});`);
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/** Builds the BFF as server.ts does, with test overrides; callers `inject` and `close()`. */
export async function buildTestApp(
  overrides: Record<string, string | undefined>,
  options: BuildAppOptions = {},
): Promise<FastifyInstance> {
  const env = loadBffEnv({
    ...process.env,
    NODE_ENV: 'test',
    JWT_SECRET: TEST_JWT_SECRET,
    OTEL_SDK_DISABLED: 'true',
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
    // No first screens unless a test asks (first-screen.int.test.ts): web/dist-server exists only
    // after a web build, and a test's pages must not depend on one having run.
    WEB_FIRST_SCREEN_ENTRY: join(tmpdir(), 'arrendo-no-first-screen', 'entry-server.js'),
    ...overrides,
  });
  const app = await buildApp(env, options);
  await app.ready();
  return app;
}
