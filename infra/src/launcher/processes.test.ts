import { describe, expect, it } from 'vitest';
import { availableProcesses } from './processes.js';

describe('availableProcesses', () => {
  it('runs only the processes whose entry file exists, BFF last', () => {
    const present = new Set(['/r/services/listing/src/main.ts', '/r/bff/src/server.ts']);
    const names = availableProcesses('/r', (path) => present.has(path)).map((p) => p.name);
    expect(names).toEqual(['listing', 'bff']);
  });
});
