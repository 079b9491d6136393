import { mkdirSync, mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { webBuildState } from './web-build.js';

describe('webBuildState', () => {
  let root: string;
  const setAge = (path: string, secondsAgo: number): void => {
    const at = new Date(Date.now() - secondsAgo * 1000);
    utimesSync(path, at, at);
  };
  // Folders count too (a deleted file changes its folder), so creating them must not look new.
  const ageFolders = (path: string): void => {
    for (const entry of readdirSync(path, { withFileTypes: true })) {
      if (entry.isDirectory()) {
        ageFolders(join(path, entry.name));
        setAge(join(path, entry.name), 1000);
      }
    }
  };
  const touch = (path: string, secondsAgo: number): void => {
    mkdirSync(join(path, '..'), { recursive: true });
    writeFileSync(path, '');
    setAge(path, secondsAgo);
    ageFolders(root);
  };

  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'web-build-'));
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('knows when there is no web app yet, no build, a stale or a fresh one', () => {
    expect(webBuildState(root)).toBe('no-app');
    touch(join(root, 'web', 'index.html'), 100);
    touch(join(root, 'web', 'src', 'routes', 'index.tsx'), 100);
    expect(webBuildState(root)).toBe('missing');
    touch(join(root, 'web', 'dist', 'index.html'), 50);
    // The server's first screen is part of the build.
    expect(webBuildState(root)).toBe('missing');
    touch(join(root, 'web', 'dist-server', 'entry-server.js'), 50);
    expect(webBuildState(root)).toBe('fresh');
    touch(join(root, 'web', 'src', 'routes', 'index.tsx'), 10);
    expect(webBuildState(root)).toBe('stale');
  });

  it('counts a change in the shared contracts, and ignores node_modules', () => {
    touch(join(root, 'web', 'index.html'), 100);
    touch(join(root, 'web', 'dist', 'index.html'), 50);
    touch(join(root, 'web', 'dist-server', 'entry-server.js'), 50);
    touch(join(root, 'web', 'node_modules', 'x', 'index.js'), 1);
    expect(webBuildState(root)).toBe('fresh');
    touch(join(root, 'contracts', 'src', 'api', 'properties.ts'), 1);
    expect(webBuildState(root)).toBe('stale');
  });
});
