import { describe, expect, it } from 'vitest';
import { createLogFormatter } from './log-format.js';

describe('createLogFormatter', () => {
  const format = createLogFormatter({ colors: false });

  it('turns a pino JSON line into one readable line without pid and hostname', () => {
    const line = JSON.stringify({
      level: 30,
      time: Date.UTC(2026, 10, 21, 19, 0, 0),
      pid: 42,
      hostname: 'vm',
      name: 'listing',
      inserted: 336,
      msg: 'demo data',
    });
    const out = format(line);
    expect(out).toMatch(/INFO.*demo data/);
    expect(out).toContain('"inserted":336');
    expect(out).not.toContain('hostname');
    expect(out).not.toContain('\n');
  });

  it('leaves anything else alone', () => {
    expect(format('vite v8 building…')).toBe('vite v8 building…');
    expect(format('{"level": broken')).toBe('{"level": broken');
  });
});
